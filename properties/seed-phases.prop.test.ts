import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { type AnyActorRef, createActor } from 'xstate';
import type { MissionBlueprint } from '../cards/blueprint';
import { bundledDecks } from '../cards/decks';
import { blueprintOf, cardsIn, type GameState } from '../domain/core/game-state';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import * as Decisions from '../domain/game/decisions';
import { checkInvariants } from '../domain/game/invariants';
import * as Setup from '../domain/seed-phases/setup';
import { seedPhasesMachine } from '../seed-phases/seed-phases.machine';
import { gameSeed } from './arbitraries/game-seed';
import { gameFromTitles, premiereDeckArb } from './arbitraries/premiere-seed-decks';
import { runs } from './runs';

// Rulebook "Seed Phases": whatever the decks and choices, the seed phases end with 12 missions on a legal spaceline,
// every card in one place and seven cards in each hand.
describe('seedPhasesMachine', () => {
  test.prop([premiereDeckArb, premiereDeckArb, gameSeed(), fc.integer()], { numRuns: runs(40) })(
    'should always complete with a legal spaceline and 7-card hands when a random player picks among legalActions',
    (first, second, gameSeed, playerSeed) => {
      // Arrange
      const game = gameFromTitles([first, second], gameSeed);
      // Act
      const final = playRandomly(game, playerSeed);
      // Assert
      assertSeedPhasesComplete(final);
    },
  );

  test.prop([gameSeed(), fc.integer()], { numRuns: runs(10) })(
    'should always complete with the bundled decks',
    (gameSeed, playerSeed) => {
      // Arrange
      const game = gameFromBundledDecks(gameSeed);
      // Act
      const final = playRandomly(game, playerSeed);
      // Assert
      assertSeedPhasesComplete(final);
    },
  );
});

// Helpers

const gameFromBundledDecks = (seed: number): GameState => {
  const game = Setup.newGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
  if (E.isLeft(game)) throw new Error(game.left.message);
  return game.right;
};

const currentGame = (actor: AnyActorRef): GameState => {
  let snapshot = actor.getSnapshot();
  for (;;) {
    const child = Object.values(snapshot.children ?? {}).find(
      (c) => (c as AnyActorRef | undefined)?.getSnapshot().status === 'active',
    ) as AnyActorRef | undefined;
    if (child === undefined) return snapshot.status === 'done' ? snapshot.output.game : snapshot.context.game;
    snapshot = child.getSnapshot();
  }
};

const playRandomly = (start: GameState, playerSeed: number): GameState => {
  const actor = createActor(seedPhasesMachine, { input: { game: start } }).start();
  let random: RandomState = fromSeed(playerSeed);
  for (let step = 0; step < 5000 && actor.getSnapshot().status === 'active'; step++) {
    const game = currentGame(actor);
    const actions = Decisions.legalActions(game);
    expect(actions.length).toBeGreaterThan(0);
    const [i, next] = nextInt(actions.length)(random);
    random = next;
    actor.send(actions[i] as Decisions.Command);
  }
  const output = actor.getSnapshot().output;
  if (output === undefined) throw new Error('the seed phases did not end within 5000 commands');
  return output.game;
};

const assertSeedPhasesComplete = (game: GameState) => {
  expect(checkInvariants(game)).toEqual([]);
  expect(game.phase).toBe('play');
  const missions = Object.values(game.locations).flatMap((l) => l.missions);
  expect(missions).toHaveLength(12);
  for (const line of Object.values(game.spacelines))
    expect(regionsAreContiguous(line ?? [], game)).toBe(true);
  for (const { id } of game.players) {
    expect(cardsIn({ kind: 'hand', player: id })(game)).toHaveLength(7);
    expect(cardsIn({ kind: 'seedDeck', player: id })(game)).toHaveLength(0);
    expect(cardsIn({ kind: 'missionPile', player: id })(game)).toHaveLength(0);
  }
};

const regionsAreContiguous = (line: ReadonlyArray<string>, game: GameState): boolean => {
  const regions = line.map(
    (loc) => (blueprintOf(game.locations[loc]?.missions[0] ?? loc)(game) as MissionBlueprint).region,
  );
  return regions.every((r, i) => r === null || regions.indexOf(r) === i || regions[i - 1] === r);
};
