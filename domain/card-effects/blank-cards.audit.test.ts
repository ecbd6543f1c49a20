// No silent blank cards (README), through the public API: a deck with a card whose game text is not implemented is
// refused by validateDeck and createGame, every such card named with its line and how to allow it; with
// `allowUnimplemented: true` the card plays as a blank card, the log says so when it matters, and the game result
// records it.
import * as E from 'fp-ts/Either';
import { parseDeck } from '../../cards/deck-list';
import { bundledDecks, bundledDeckTexts } from '../../cards/decks';
import { createGame, legalActions, state } from '../../machines/engine';
import { acting, sent } from '../../machines/engine-test-support';
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { UNIMPLEMENTED, validateDeck } from './deck-validation';

describe('no silent blank cards', () => {
  it('should refuse a deck with an unimplemented dilemma, naming it with its line and how to allow it (README "No silent blank cards")', () => {
    // Arrange
    const deck = withDilemma("Jol Yichu'!");
    // Act
    const validated = validateDeck(deck);
    const created = createGame({ decks: [deck, bundledDecks.klingon], seed: 1 });
    // Assert
    const problems = E.isLeft(validated) ? validated.left : [];
    expect(problems.map((p) => [p.rule, p.line])).toEqual([[UNIMPLEMENTED, line(deck, '50/50_04V')]]);
    expect(problems[0]?.message).toMatch(
      /Jol Yichu'! \(50\/50_04V\): its game text is not implemented .*allowUnimplemented: true/,
    );
    expect(E.isLeft(created) && [created.left.rule, created.left.player, created.left.problems]).toEqual([
      UNIMPLEMENTED,
      'p1',
      problems,
    ]);
  });

  it('should accept the deck with allowUnimplemented, and keep the option in the game (README "No silent blank cards")', () => {
    // Arrange
    const deck = withDilemma("Jol Yichu'!");
    // Act
    const validated = validateDeck(deck, { allowUnimplemented: true });
    const created = createGame({ decks: [deck, bundledDecks.klingon], seed: 1, allowUnimplemented: true });
    // Assert
    expect(E.isRight(validated)).toBe(true);
    expect(E.isRight(created) && state(created.right).rules).toEqual({ allowUnimplemented: true });
  });

  it('should log a blank dilemma when it is met and record it in the game result (README "No silent blank cards")', () => {
    // Arrange: p1 at 75 points with a space mission done; Excavation (25) hides p2's unimplemented dilemma
    const s = scenario()
      .mission('p1', 'Excavation')
      .mission('p1', 'Wormhole Negotiations')
      .seed('Excavation', 'p2', ["Jol Yichu'!"])
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    const game = acting(nearVictory(s.game, s.id('Wormhole Negotiations')));
    // Act
    const after = state(sent(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') }));
    // Assert
    expect(after.chronicle.map((e) => e.text)).toContainEqual(
      expect.stringMatching(/is a blank card \(its game text is not implemented\)/),
    );
    expect(after.result).toEqual({
      kind: 'won',
      winner: 'p1',
      reason: 'points',
      blankCards: [s.id("Jol Yichu'!")],
    });
  });

  it('should log a blank personnel when it reports for duty and record it (README "No silent blank cards")', () => {
    // Arrange: Gi'ral's special skill ("May build {Colony} …") is not implemented
    const s = scenario()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Klingon Outpost', { at: 'Test Mission' })
      .hand('p1', ["Gi'ral"])
      .build();
    const game = acting(s.game);
    const report = legalActions(game).find((c) => c.type === 'card.play' && c.card === s.id("Gi'ral"));
    if (report === undefined) throw new Error("Gi'ral may not report");
    // Act
    const after = state(sent(game, report));
    // Assert
    expect(after.chronicle.map((e) => e.text)).toContainEqual(
      expect.stringMatching(
        /^Gi'ral \(p1-\d+\) is played as a blank card: its text is not implemented \(special skill/,
      ),
    );
    expect(after.blankCards).toEqual([s.id("Gi'ral")]);
  });

  it('should log a mission whose requirements are not implemented as blank when they fail the attempt (README "No silent blank cards")', () => {
    // Arrange: Clandestine Search's "… (Anthropology OR Treachery x2 OR a Praetor)": "a Praetor" is not read, never met
    const s = scenario()
      .mission('p1', 'Clandestine Search')
      .surface('Clandestine Search', 'p1', ['Data', 'Tasha Yar', 'Worf', 'Deanna Troi'])
      .build();
    const game = acting(s.game);
    // Act
    const after = state(
      sent(game, { type: 'mission.attempt', player: 'p1', location: s.id('Clandestine Search') }),
    );
    // Assert
    expect(after.chronicle.map((e) => e.text)).toContainEqual(
      'Clandestine Search is a blank card here: its requirements are not implemented (never met): "a Praetor"',
    );
    expect(after.blankCards).toEqual([s.id('Clandestine Search')]);
  });

  it('should keep the bundled decks valid, with no blank card (README "No silent blank cards")', () => {
    // Arrange
    const decks = Object.values(bundledDecks);
    // Act
    const results = decks.map((deck) => validateDeck(deck));
    // Assert
    expect(results.every(E.isRight)).toBe(true);
  });
});

// Helpers

/** The bundled Federation deck with one dilemma added to its seed deck. */
const withDilemma = (title: string) => {
  const text = bundledDeckTexts.federation.replace(/^(Seed deck.*)$/m, `$1\n${title}`);
  const deck = parseDeck(text);
  if (E.isLeft(deck)) throw new Error(JSON.stringify(deck.left));
  return deck.right;
};

/** The deck line of the first seed card of this blueprint. */
const line = (deck: ReturnType<typeof withDilemma>, id: string): number =>
  deck.seed.cards.find((e) => e.id === id)?.line ?? -1;

const nearVictory = (game: GameState, done: string): GameState => {
  const location = game.locations[done];
  if (location === undefined) throw new Error('no location');
  return {
    ...game,
    locations: { ...game.locations, [done]: { ...location, completedBy: 'p1' } },
    players: [{ ...game.players[0], score: 75 }, game.players[1]],
  };
};
