// Storage Compartment Door (twt/storagecompartmentdoor), doorway: "Place one atop Tribble side deck during the seed
// phase. Side deck is now open and in play. Once each turn, you may draw up to 3 cards from side deck, then play or
// discard each. …"

import * as E from 'fp-ts/Either';
import { parseDeck } from '../../cards/deck-list';
import { bundledDecks, bundledDeckTexts } from '../../cards/decks';
import { play, refused, started } from '../../cards/effects/response-test-support';
import { createGame, legalActions, pending, send, state } from '../../machines/engine';
import { randomPlayer } from '../../machines/players';
import type { Command } from '../game/decisions';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import * as DoorwayPhase from '../seed-phases/doorway-phase';
import { TRIBBLES } from './tribbles';

const SIDE_DECK = { kind: 'sideDeck', player: 'p1', name: 'Storage Compartment Door' } as const;

/** p1's open Tribble side deck, top first; the U.S.S. Galaxy at Excavation. */
const withSideDeck = (cards: ReadonlyArray<string>, door = true) =>
  started(
    scenario({ active: 'p1' })
      .mission('p1', 'Excavation')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
      .aboard('U.S.S. Galaxy', 'p1', ['Data'])
      .place('p1', SIDE_DECK, cards)
      .table('p1', door ? ['Storage Compartment Door'] : [])
      .drawDeck('p1', ['Worf'])
      .drawDeck('p2', ['Worf']),
  );

describe('Storage Compartment Door', () => {
  it('should offer drawing 1 to 3 cards once the side deck is open, and not before ("Side deck is now open")', () => {
    // Arrange
    const [open] = withSideDeck([
      '1 Tribble - Bonus',
      '1 Tribble - Go',
      '1 Tribble - Discard',
      '10 Tribbles - Go',
    ]);
    const [closed] = withSideDeck(['1 Tribble - Bonus'], false);
    // Act
    const draws = legalActions(open).filter((c) => c.type === 'tribbles.draw');
    // Assert
    expect(draws).toEqual([1, 2, 3].map((count) => ({ type: 'tribbles.draw', player: 'p1', count })));
    expect(legalActions(closed).some((c) => c.type === 'tribbles.draw')).toBe(false);
    expect(refused(closed, { type: 'tribbles.draw', player: 'p1', count: 1 })).toBe(
      'Storage Compartment Door',
    );
  });

  it('should ask to play or discard each card drawn, then draw no more this turn ("Once each turn … then play or discard each")', () => {
    // Arrange
    const [game, s] = withSideDeck(['1 Tribble - Bonus', '1 Tribble - Go']);
    const [first, second] = [s.id('1 Tribble - Bonus'), s.id('1 Tribble - Go')];
    // Act
    play(game, { type: 'tribbles.draw', player: 'p1', count: 2 });
    const waiting = pending(game);
    const offered = legalActions(game);
    play(game, { type: 'tribble.play', player: 'p1', card: first, place: s.id('U.S.S. Galaxy') });
    const after = play(game, { type: 'tribble.discard', player: 'p1', card: second });
    // Assert
    expect(waiting).toEqual({ player: 'p1', decision: 'card.choose' });
    expect(offered).toEqual(
      expect.arrayContaining([
        { type: 'tribble.play', player: 'p1', card: first, place: s.id('Excavation') },
        { type: 'tribble.play', player: 'p1', card: first, place: s.id('U.S.S. Galaxy') },
        { type: 'tribble.discard', player: 'p1', card: first },
        { type: 'tribble.discard', player: 'p1', card: second },
      ]),
    );
    expect(offered.every((c) => c.type === 'tribble.play' || c.type === 'tribble.discard')).toBe(true);
    expect(after.cards[first]?.zone).toEqual({ kind: 'aboard', carrier: s.id('U.S.S. Galaxy') });
    expect(after.cards[second]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(refused(game, { type: 'tribbles.draw', player: 'p1', count: 1 })).toBe('Storage Compartment Door');
    expect(state(game)).toBe(after);
  });

  it('should refuse anything but playing or discarding the drawn cards while they wait, the game unchanged', () => {
    // Arrange
    const [game, s] = withSideDeck(['1 Tribble - Go']);
    play(game, { type: 'tribbles.draw', player: 'p1', count: 1 });
    const before = state(game);
    const one = s.id('1 Tribble - Go');
    // Act
    const ended = refused(game, { type: 'turn.end', player: 'p1' } as Command);
    const beamed = refused(game, {
      type: 'card.beam',
      player: 'p1',
      card: s.id('Data'),
      from: s.id('U.S.S. Galaxy'),
      to: s.id('Excavation'),
    });
    // Assert
    expect(ended).not.toBeNull();
    expect(beamed).not.toBeNull();
    expect(state(game)).toBe(before);
    expect(legalActions(game)).toContainEqual({ type: 'tribble.discard', player: 'p1', card: one });
  });

  it('should only let a card whose game text is not implemented be discarded (README "never approximated")', () => {
    // Arrange
    const [game, s] = withSideDeck(['100 Tribbles - Bonus']);
    play(game, { type: 'tribbles.draw', player: 'p1', count: 1 });
    const before = state(game);
    const large = s.id('100 Tribbles - Bonus');
    // Act
    const played = refused(game, {
      type: 'tribble.play',
      player: 'p1',
      card: large,
      place: s.id('U.S.S. Galaxy'),
    });
    // Assert
    expect(played).toBe(TRIBBLES);
    expect(legalActions(game)).toEqual([{ type: 'tribble.discard', player: 'p1', card: large }]);
    expect(state(game)).toBe(before);
  });
});

describe("Storage Compartment Door on the opponent's turn", () => {
  it('should let the opponent draw and play tribbles at the end of the turn, where interrupts play ("Once each turn"; Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(
      scenario({ active: 'p1' })
        .mission('p1', 'Excavation')
        .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
        .aboard('U.S.S. Galaxy', 'p1', ['Data'])
        .place('p2', { ...SIDE_DECK, player: 'p2' }, ['1 Tribble - Go'])
        .table('p2', ['Storage Compartment Door'])
        .drawDeck('p1', ['Worf'])
        .drawDeck('p2', ['Worf']),
    );
    const one = s.id('1 Tribble - Go');
    const draw = { type: 'tribbles.draw', player: 'p2', count: 1 } as const;
    // Act
    const duringP1sOrders = refused(game, draw);
    play(game, { type: 'turn.end', player: 'p1' });
    const offered = legalActions(game);
    play(game, draw);
    const choosing = pending(game);
    play(game, { type: 'tribble.play', player: 'p2', card: one, place: s.id('U.S.S. Galaxy') });
    const back = pending(game);
    const after = play(game, { type: 'response.pass', player: 'p2' });
    // Assert
    expect(duringP1sOrders).not.toBeNull();
    expect(offered).toEqual([draw, { type: 'response.pass', player: 'p2' }]);
    expect(choosing).toEqual({ player: 'p2', decision: 'card.choose' });
    expect(back).toEqual({ player: 'p2', decision: 'response.window' });
    expect(after.cards[one]).toMatchObject({
      zone: { kind: 'aboard', carrier: s.id('U.S.S. Galaxy') },
      owner: 'p2',
    });
    expect(after.turn.active).toBe('p2');
  });
});

describe('Storage Compartment Door seeding', () => {
  it('should seed only for a player with a Tribble side deck, who may not finish without it ("Place one atop Tribble side deck during the seed phase")', () => {
    // Arrange
    const s = doorwayPhase(['1 Tribble - Go']);
    const none = doorwayPhase([]);
    const seed = { type: 'doorway.seed', player: 'p1', card: s.id('Storage Compartment Door') } as const;
    // Act
    const offered = Decisions.legalActions(s.game);
    const done = Decisions.check({ type: 'doorway.done', player: 'p1' })(s.game);
    const withoutSideDeck = DoorwayPhase.canSeedDoorway(none.id('Storage Compartment Door'))(none.game);
    // Assert
    expect(offered).toEqual([seed]);
    expect(done).toEqual(
      E.left({
        rule: 'Side decks',
        message: 'p1 must open the Tribble side deck: seed Storage Compartment Door first.',
      }),
    );
    expect(E.isLeft(withoutSideDeck) && withoutSideDeck.left.rule).toBe('Side decks');
  });
});

/** p1's Storage Compartment Door in the seed deck, with `cards` in a Tribble side deck, in the doorway phase. */
const doorwayPhase = (cards: ReadonlyArray<string>) => {
  const s = scenario({ phase: 'doorway' })
    .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Storage Compartment Door'])
    .place('p1', SIDE_DECK, cards)
    .build();
  return { ...s, game: DoorwayPhase.awaitNextSeeder(DoorwayPhase.begin(s.game)) };
};

describe('a deck with a Tribble side deck', () => {
  it('should build, seed its door in the doorway phase and draw tribbles in the play phase (Rulebook "Side decks")', () => {
    // Arrange
    const text = bundledDeckTexts.federation
      .replace('Seed deck:\n', 'Seed deck:\nStorage Compartment Door\n')
      .replace('Impassable Door\n', '')
      .concat('\nSide deck: Storage Compartment Door\n3x 1 Tribble - Bonus\n2x 10 Tribbles - Go\n');
    const deck = parseDeck(text);
    if (E.isLeft(deck)) throw new Error(JSON.stringify(deck.left));
    const created = createGame({ decks: [deck.right, bundledDecks.klingon], seed: 3 });
    if (E.isLeft(created)) throw new Error(JSON.stringify(created.left));
    const game = created.right;
    const players = [randomPlayer(1), randomPlayer(2)];
    // Act
    for (let i = 0; i < 2000 && !legalActions(game).some((c) => c.type === 'tribbles.draw'); i++) {
      const command = players[i % 2]?.choose(game);
      if (command === null || command === undefined) break;
      send(game, command);
    }
    // Assert
    const now = state(game);
    expect(now.phase).toBe('play');
    expect(now.cards[seededDoor(now)]?.zone).toEqual({ kind: 'table', player: 'p1' });
    expect(legalActions(game)).toContainEqual({ type: 'tribbles.draw', player: 'p1', count: 3 });
  });
});

/** p1's Storage Compartment Door. */
const seededDoor = (game: ReturnType<typeof state>): string =>
  Object.values(game.cards).find((c) => c.owner === 'p1' && c.blueprint === 'twt/storagecompartmentdoor')
    ?.id ?? '';
