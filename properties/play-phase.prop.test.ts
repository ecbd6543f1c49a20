import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { type Deck, parseDeck } from '../cards/deck-list';
import { bundledDecks, federation, klingon } from '../cards/decks';
import { isEnigma, isInPlay, isSame, isUnique } from '../domain/cards-in-play/persona';
import { blueprintOf, cardsIn, type GameState, getCard, type PlayerId } from '../domain/core/game-state';
import { checkInvariants } from '../domain/game/invariants';
import { isActivated, mayExistActivatedIn } from '../domain/special-rules/holograms';
import { createGame, type Game, send, state } from '../machines/engine';
import { randomPlayer } from '../machines/players';
import { gameSeed } from './arbitraries/game-seed';

// Whole games between the bundled decks, random players choosing uniformly among `legalActions` through the public
// facade: whatever they choose, the engine never throws, never gets stuck, keeps its bookkeeping and the rules of
// uniqueness, and a player's score is always the points of what they scored. FC_NUM_RUNS raises the number of games.
const numRuns = Number(process.env.FC_NUM_RUNS ?? '10');
const COMMAND_CAP = 4000;

describe('playPhaseMachine', () => {
  test.prop([gameSeed(), fc.integer()], { numRuns })(
    'should always play a whole game with every rule kept after every command (Rulebook "Playing the Game")',
    (gameSeed, playerSeed) => {
      // Arrange
      const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: gameSeed });
      if (E.isLeft(created)) throw new Error(created.left.message);
      const game = created.right;
      const player = randomPlayer(playerSeed);
      // Act & Assert
      for (let step = 0; step < COMMAND_CAP && state(game).pending !== null; step++) {
        const command = player.choose(game);
        expect(command).not.toBeNull();
        if (command === null) break;
        expect(E.isRight(send(game, command))).toBe(true);
        assertRulesKept(game);
      }
      const final = state(game);
      expect(final.pending === null).toBe(final.phase === 'over');
      if (final.phase === 'over') expect(final.result).not.toBeNull();
    },
  );

  // Rulebook "Holograms", "Multi-affiliation cards" and "Dual-personnel cards": the bundled decks with holograms, a
  // multi-affiliation personnel and a multi-affiliation dual-personnel card added, so that those rules are exercised
  test.prop([gameSeed(), fc.integer()], { numRuns: Math.ceil(numRuns / 10) })(
    'should never activate a hologram away from a holodeck, nor give a card an affiliation it lacks (Rulebook "Holograms", "Multi-affiliation cards")',
    (gameSeed, playerSeed) => {
      // Arrange
      const created = createGame({
        decks: [withHolograms.federation, withHolograms.klingon],
        seed: gameSeed,
      });
      if (E.isLeft(created)) throw new Error(created.left.message);
      const game = created.right;
      const player = randomPlayer(playerSeed);
      // Act & Assert
      for (let step = 0; step < COMMAND_CAP && state(game).pending !== null; step++) {
        const command = player.choose(game);
        if (command === null) break;
        expect(E.isRight(send(game, command))).toBe(true);
        assertRulesKept(game);
      }
    },
  );
});

// Helpers

/** A bundled deck text with cards added to its draw deck. */
const adding = (text: string, cards: ReadonlyArray<string>): Deck => {
  const deck = parseDeck(text.replace('Draw deck:\n', `Draw deck:\n${cards.join('\n')}\n`));
  if (E.isLeft(deck)) throw new Error(deck.left.map((p) => p.message).join('; '));
  return deck.right;
};

const withHolograms = {
  federation: adding(federation, ['Albert Einstein', 'Dr. Leah Brahms', 'Sir Isaac Newton', 'Tallera']),
  klingon: adding(klingon, ["Fek'lhr", "K'Tesh", 'Sisters of Duras']),
};

const assertRulesKept = (game: Game) => {
  const current = state(game);
  expect(checkInvariants(current)).toEqual([]);
  expect(activatedAwayFromHolodecks(current)).toEqual([]);
  expect(foreignAffiliations(current)).toEqual([]);
  for (const { id, score } of current.players) {
    expect(duplicatePersonas(id)(current)).toEqual([]);
    expect(score).toBe(scoredPoints(id)(current));
  }
};

// Rulebook "Entering Play", "Personas": one copy or version of a unique (or enigma) card per owner in play
const duplicatePersonas =
  (owner: PlayerId) =>
  (game: GameState): ReadonlyArray<string> => {
    const unique = Object.values(game.cards)
      .filter((c) => c.owner === owner && isInPlay(c))
      .map((c) => blueprintOf(c.id)(game))
      .filter((b) => isUnique(b) || isEnigma(b));
    return unique.flatMap((a, i) =>
      unique
        .slice(i + 1)
        .filter((b) => isSame(a)(b))
        .map((b) => `${a.title} / ${b.title}`),
    );
  };

// Rulebook "Missions", "Leaving Play" (point area): the points of completed missions and of cards in the point area
const scoredPoints =
  (player: PlayerId) =>
  (game: GameState): number => {
    const missions = Object.values(game.locations)
      .filter((location) => location.completedBy === player)
      .map((location) => {
        const own =
          location.missions.find((id) => getCard(id)(game).owner === player) ?? location.missions[0];
        const mission = own === undefined ? undefined : blueprintOf(own)(game);
        return mission !== undefined && 'points' in mission ? (mission.points ?? 0) : 0;
      });
    const bonus = cardsIn({ kind: 'pointArea', player })(game).map((id) => {
      const card = blueprintOf(id)(game);
      return 'pointsBox' in card ? Number.parseInt(card.pointsBox, 10) || 0 : 0;
    });
    return [...missions, ...bonus].reduce((a, b) => a + b, 0);
  };

// Rulebook "Holograms": "They may exist activated if present with a holodeck"
const activatedAwayFromHolodecks = (game: GameState): ReadonlyArray<string> =>
  Object.values(game.cards)
    .filter((c) => isInPlay(c) && isActivated(c.id)(game) && !mayExistActivatedIn(c.zone)(game))
    .map((c) => `${blueprintOf(c.id)(game).title} (${c.id}) in ${c.zone.kind}`);

// Rulebook "Multi-affiliation cards": a card may have only one affiliation at a time, one of its icons
const foreignAffiliations = (game: GameState): ReadonlyArray<string> =>
  Object.values(game.cards).flatMap((c) => {
    const blueprint = blueprintOf(c.id)(game);
    const printed: ReadonlyArray<string> = 'affiliations' in blueprint ? blueprint.affiliations : [];
    const ok =
      c.affiliation === null ? printed.length === 0 || !isInPlay(c) : printed.includes(c.affiliation);
    return ok ? [] : [`${blueprint.title} (${c.id}) as ${c.affiliation}`];
  });
