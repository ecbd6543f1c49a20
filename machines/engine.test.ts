import * as E from 'fp-ts/Either';
import { parseDeck } from '../cards/deck-list';
import { bundledDecks } from '../cards/decks';
import { cardsIn } from '../domain/core/game-state';
import { scenario } from '../domain/game/scenario';
import {
  type Command,
  createGame,
  type Game,
  legalActions,
  log,
  pending,
  persist,
  replay,
  restore,
  send,
  startGame,
  state,
  view,
} from './engine';
import { created, sent } from './engine-test-support';

describe('createGame', () => {
  it('should start in the doorway or mission phase with the starting player deciding (Rulebook "Seed Phases")', () => {
    // Arrange
    const options = {
      decks: [bundledDecks.federation, bundledDecks.klingon] as const,
      seed: 7,
      startingPlayer: 'p2',
    };
    // Act
    const game = created(options);
    // Assert
    expect(state(game).players[0].id).toBe('p2');
    expect(pending(game)?.player).toBe('p2');
  });

  it('should refuse an illegal deck with every problem and its line (Rulebook "Building a Deck")', () => {
    // Arrange
    const tooSmall = parseDeck('Missions:\nExcavation\nDraw deck:\nTricorder\n');
    if (E.isLeft(tooSmall)) throw new Error('the test deck should parse');
    // Act
    const created = createGame({ decks: [tooSmall.right, bundledDecks.klingon], seed: 1 });
    // Assert
    expect(E.isLeft(created)).toBe(true);
    if (E.isLeft(created)) {
      expect(created.left.player).toBe('p1');
      expect(created.left.problems.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('should give the same game from the same decks and seed', () => {
    // Arrange
    const options = { decks: [bundledDecks.federation, bundledDecks.klingon] as const, seed: 99 };
    // Act
    const a = playFirstChoices(created(options), 40);
    const b = playFirstChoices(created(options), 40);
    // Assert
    expect(state(b)).toEqual(state(a));
  });
});

describe('send', () => {
  it('should refuse a command from the player who is not pending, naming the rule, and change nothing', () => {
    // Arrange
    const game = created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 3 });
    const [legal] = legalActions(game);
    if (legal === undefined) throw new Error('a decision should be pending');
    const other = state(game).players.find((p) => p.id !== legal.player)?.id ?? '';
    const before = persist(game);
    // Act
    const result = send(game, { ...legal, player: other } as Command);
    // Assert
    expect(E.isLeft(result)).toBe(true);
    if (E.isLeft(result)) expect(result.left.rule).toBe('Playing the Game');
    expect(persist(game)).toBe(before);
  });

  it('should accept every listed legal action and log it', () => {
    // Arrange
    const game = created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 4 });
    // Act
    const played = playFirstChoices(game, 10);
    // Assert
    expect(log(played)).toHaveLength(10);
    expect(log(played)[0]?.seq).toBe(1);
  });
});

describe('view', () => {
  it('should hide the opponent\'s hand and both draw decks but show their sizes (Rulebook "Looking at Cards")', () => {
    // Arrange
    const game = playToEnd(created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 5 }));
    const full = state(game);
    const [me, opponent] = [full.players[0].id, full.players[1].id];
    // Act
    const seen = view(game, me);
    // Assert
    const theirHand = cardsIn({ kind: 'hand', player: opponent })(full);
    const myHand = cardsIn({ kind: 'hand', player: me })(full);
    expect(theirHand.length).toBe(7);
    expect(theirHand.every((id) => seen.cards[id]?.blueprint === null)).toBe(true);
    expect(myHand.every((id) => seen.cards[id]?.blueprint !== null)).toBe(true);
    const myDeck = cardsIn({ kind: 'drawDeck', player: me })(full);
    expect(myDeck.every((id) => seen.cards[id]?.blueprint === null)).toBe(true);
    expect(seen.zones[`hand:${opponent}`]).toHaveLength(7);
    expect('random' in seen).toBe(false);
  });
});

describe('persist and restore', () => {
  it('should continue identically after a round trip through JSON', () => {
    // Arrange
    const options = { decks: [bundledDecks.federation, bundledDecks.klingon] as const, seed: 11 };
    const original = playFirstChoices(created(options), 25);
    // Act
    const restored = restore(persist(original));
    // Assert
    if (E.isLeft(restored)) throw new Error(restored.left.message);
    expect(state(playToEnd(restored.right))).toEqual(state(playToEnd(original)));
  });

  it('should refuse text that is not a persisted game, with a typed error', () => {
    // Arrange
    const inputs = ['not json', '{}', JSON.stringify({ format: 'stccg-1e-game', version: 2 })];
    // Act
    const results = inputs.map((text) => restore(text));
    // Assert
    for (const result of results) {
      expect(E.isLeft(result)).toBe(true);
      if (E.isLeft(result)) expect(result.left.rule).toBe('Restore');
    }
  });

  it('should refuse a persisted game whose digest is not that of the game its commands give', () => {
    // Arrange
    const game = playFirstChoices(
      created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 12 }),
      5,
    );
    const persisted = JSON.parse(persist(game));
    persisted.digest = persisted.digest === '0'.repeat(14) ? '1'.repeat(14) : '0'.repeat(14);
    // Act
    const result = restore(JSON.stringify(persisted));
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/does not reproduce/);
  });
});

describe('replay', () => {
  it('should rebuild the same game from decks, seed and commands, and name the first illegal command', () => {
    // Arrange
    const options = { decks: [bundledDecks.federation, bundledDecks.klingon] as const, seed: 21 };
    const original = playFirstChoices(created(options), 30);
    const commands = log(original).map((entry) => entry.command as Command);
    // Act
    const again = replay(original.origin, commands);
    const broken = replay(original.origin, [...commands.slice(0, 3), commands[0] as Command]);
    // Assert
    if (E.isLeft(again)) throw new Error('the replay should succeed');
    expect(state(again.right)).toEqual(state(original));
    expect(E.isLeft(broken) && 'index' in broken.left ? broken.left.index : -1).toBe(3);
  });
});

// Helpers

function playFirstChoices(game: Game, steps: number): Game {
  for (let i = 0; i < steps; i++) {
    const [first] = legalActions(game);
    if (first === undefined) break;
    sent(game, first);
  }
  return game;
}

function playToEnd(game: Game): Game {
  return playFirstChoices(game, 10_000);
}

describe('startGame', () => {
  it("should start a scenario built in the play phase at the start of the active player's turn", () => {
    // Arrange
    const { game: initial } = scenario({ active: 'p1' })
      .mission('p1', 'Excavation')
      .facility('p1', 'Federation Outpost', { at: 'Excavation' })
      .hand('p1', ['Jean-Luc Picard'])
      .drawDeck('p1', ['Data'])
      .drawDeck('p2', ['Worf'])
      .build();
    // Act
    const started = startGame(initial);
    // Assert
    if (E.isLeft(started)) throw new Error(started.left.message);
    expect(pending(started.right)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(legalActions(started.right).some((a) => a.type === 'card.play')).toBe(true);
  });

  it('should refuse a scenario state with a card in two places', () => {
    // Arrange
    const { game: initial } = scenario({ active: 'p1' }).hand('p1', ['Jean-Luc Picard']).build();
    const [card = ''] = Object.keys(initial.cards);
    const broken = { ...initial, zones: { ...initial.zones, 'discard:p1': [card] } };
    // Act
    const started = startGame(broken);
    // Assert
    expect(E.isLeft(started) && started.left.rule).toBe('Scenario');
  });
});
