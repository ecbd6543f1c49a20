// Rulebook "Dilemma Phase": dilemmas and artifacts are hidden face down under missions in four stages:
// (1) under the opponent's non-shared missions, (2) under shared missions, (3) under your own missions,
// (4) everything else. Seeding is face down and bluffs are allowed: what may not be there is a mis-seed,
// found when revealed (see misseed.ts). Only Dilemma and Artifact cards are placed under missions: every other
// seed card has a phase of its own, and personnel that seed under missions (Mirasta Yale) are not implemented. Stage 4
// seeds the cards that "Seed (in any phase)" where and as their text plays (./seed-as-played.ts: Barzan Wormhole).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { CardType } from '../../cards/blueprint';
import { awaitDecision, type DecisionRule } from '../core/decision';
import {
  blueprintOf,
  type CardId,
  type DecisionKind,
  type GameState,
  type LocationId,
  type PlayerId,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import * as AsPlayed from './seed-as-played';
import { addToStack, bottomMissionOwner, isShared, locationsInOrder } from './seed-stacks';
import * as Seeding from './seeding';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The four stages, named as in the rulebook (the state names of the dilemma phase machine). */
export type DilemmaStage = 'opponentsMissions' | 'sharedMissions' | 'ownMissions' | 'everythingElse';

/** Seed a dilemma or artifact face down under a mission, on top of your stack there (met after the ones below). */
export interface SeedUnderMission {
  readonly type: 'dilemma.seed';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly location: LocationId;
}

/** You have finished your stacks in this stage (in stage 2: for the current shared mission). */
export interface DilemmaDone {
  readonly type: 'dilemma.done';
  readonly player: PlayerId;
}

/**
 * Stage 4: seed a card that seeds in the dilemma phase but not under a mission, where and as its text plays (on the
 * card it targets, when it targets one).
 */
export interface SeedElsewhere {
  readonly type: 'dilemma.seedElsewhere';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly target?: { readonly card: CardId };
}

/** Stage 4: you pass, and may seed no more cards in this phase. */
export interface DilemmaPass {
  readonly type: 'dilemma.pass';
  readonly player: PlayerId;
}

export type UnderMissionCommand = SeedUnderMission | DilemmaDone;
export type ElsewhereCommand = SeedElsewhere | DilemmaPass;
export type DilemmaCommand = UnderMissionCommand | ElsewhereCommand;

const DILEMMA_PHASE = 'Dilemma Phase';
const underMissionTypes: ReadonlySet<CardType> = new Set(['Dilemma', 'Artifact']);

/** The decision each stage waits on. */
export const decisionOf: Readonly<Record<DilemmaStage, DecisionKind>> = {
  opponentsMissions: 'dilemma.seedUnderOpponents',
  sharedMissions: 'dilemma.seedShared',
  ownMissions: 'dilemma.seedUnderOwn',
  everythingElse: 'dilemma.seedElsewhere',
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Dilemma Phase", stage 2: then move on to the next shared mission
/**
 * The shared mission whose stacks are being seeded in stage 2, or none when all are done.
 * @category predicates
 */
export const currentSharedMission = (game: GameState): O.Option<LocationId> =>
  O.fromNullable(
    locationsInOrder(game).find((loc) => isShared(loc)(game) && !game.seeding.sharedDone.includes(loc)),
  );

// Rulebook "Dilemma Phase": stage 1 the opponent's (non-shared) missions, stage 2 the shared ones, stage 3 your own
/**
 * The locations `player` may seed under in a stage.
 * @category predicates
 */
export const targetLocations =
  (stage: DilemmaStage, player: PlayerId) =>
  (game: GameState): ReadonlyArray<LocationId> => {
    if (stage === 'sharedMissions')
      return O.match(
        () => [],
        (loc: LocationId) => [loc],
      )(currentSharedMission(game));
    if (stage === 'everythingElse') return [];
    const own = stage === 'ownMissions';
    return locationsInOrder(game).filter(
      (loc) => !isShared(loc)(game) && (bottomMissionOwner(loc)(game) === player) === own,
    );
  };

/**
 * The cards in `player`'s seed deck that may be placed under missions: dilemmas and artifacts.
 * @category predicates
 */
export const placeableUnderMissions = (player: PlayerId) => Seeding.seedDeckCards(player, underMissionTypes);

// Rulebook "Dilemma Phase", stage 4: "any cards that may seed during the dilemma phase but do not seed under missions"
/**
 * Every stage 4 seed `player` may make now: the cards in their seed deck that seed in any phase, as their text plays.
 * @category predicates
 */
export const seedableElsewhere =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<SeedElsewhere> =>
    AsPlayed.seedAsPlayedCandidates(
      'dilemma',
      player,
    )(game).map((seed): SeedElsewhere => ({ type: 'dilemma.seedElsewhere', ...seed }));

const canSeed =
  (stage: DilemmaStage, player: PlayerId) =>
  (game: GameState): boolean =>
    stage === 'everythingElse'
      ? seedableElsewhere(player)(game).length > 0
      : placeableUnderMissions(player)(game).length > 0 && targetLocations(stage, player)(game).length > 0;

// Rulebook "Dilemma Phase": stages 1 and 3 each player builds stacks (starting player first, here); stage 2 the
// owner of the bottom mission card seeds first, then players alternate; stage 4 alternates from the starting player
/**
 * The player who seeds next in a stage, or none when the stage is over.
 * @category predicates
 */
export const nextSeeder =
  (stage: DilemmaStage) =>
  (game: GameState): O.Option<PlayerId> => {
    const can = (p: PlayerId) => canSeed(stage, p)(game);
    if (stage === 'sharedMissions')
      return O.flatMap((loc: LocationId) =>
        Seeding.nextAlternating(bottomMissionOwner(loc)(game), can)(game),
      )(currentSharedMission(game));
    if (stage === 'everythingElse') return Seeding.nextAlternating(game.players[0].id, can)(game);
    return Seeding.nextInStartingOrder(can)(game);
  };

/**
 * True when nobody has anything left to seed in the stage.
 * @category predicates
 */
export const isStageComplete =
  (stage: DilemmaStage) =>
  (game: GameState): boolean =>
    O.isNone(nextSeeder(stage)(game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Starts the dilemma phase.
 * @category operations
 */
export const begin = (game: GameState): GameState =>
  Seeding.beginStep({ ...game, phase: 'dilemma', seeding: { ...game.seeding, sharedDone: [] } });

// Rulebook "Dilemma Phase", stage 2: repeat until all cards have been seeded, then move on to the next shared mission
const settleShared = (game: GameState): GameState => {
  let next = game;
  for (
    let loc = O.toNullable(currentSharedMission(next));
    loc !== null && O.isNone(nextSeeder('sharedMissions')(next));
    loc = O.toNullable(currentSharedMission(next))
  )
    next = Seeding.beginStep({
      ...next,
      seeding: { ...next.seeding, sharedDone: [...next.seeding.sharedDone, loc] },
    });
  return next;
};

/**
 * Starts a stage: nobody has finished it yet (in stage 2, at the first shared mission someone can seed under).
 * @category operations
 */
export const beginStage =
  (stage: DilemmaStage) =>
  (game: GameState): GameState =>
    stage === 'sharedMissions' ? settleShared(Seeding.beginStep(game)) : Seeding.beginStep(game);

/**
 * The game waiting on the stage's next seeder, unchanged when there is none.
 * @category operations
 */
export const awaitNextSeeder =
  (stage: DilemmaStage) =>
  (game: GameState): GameState =>
    O.match(
      () => game,
      (player: PlayerId) => awaitDecision(player, decisionOf[stage])(game),
    )(nextSeeder(stage)(game));

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

const checkUnder =
  (stage: DilemmaStage, command: SeedUnderMission) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (!Seeding.isInOwnSeedDeck(command.player, command.card)(game))
      return E.left(
        ruleError('Seed Phases', `${command.card} is not a card in ${command.player}'s seed deck.`),
      );
    if (!underMissionTypes.has(blueprintOf(command.card)(game).type))
      return E.left(
        ruleError(
          DILEMMA_PHASE,
          `${Seeding.titleOf(command.card)(game)} is not a dilemma or artifact to hide under a mission.`,
        ),
      );
    if (!targetLocations(stage, command.player)(game).includes(command.location))
      return E.left(
        ruleError(
          DILEMMA_PHASE,
          `${command.location} is not a mission ${command.player} seeds under in stage ${stage}.`,
        ),
      );
    return E.right(undefined);
  };

/**
 * The decision of stages 1 to 3: seed a dilemma or artifact under one of the stage's missions, or say done.
 * @category instances
 */
export const underMissionRule = (stage: DilemmaStage): DecisionRule<UnderMissionCommand> => ({
  commandTypes: ['dilemma.seed', 'dilemma.done'],
  candidates: (player) => (game) => {
    const locations = targetLocations(stage, player)(game);
    const seeds = placeableUnderMissions(player)(game).flatMap((card) =>
      locations.map((location): UnderMissionCommand => ({ type: 'dilemma.seed', player, card, location })),
    );
    return [...seeds, { type: 'dilemma.done', player }];
  },
  candidatesAreLegal: true,
  check: (command) => (game) =>
    command.type === 'dilemma.done' ? E.right(undefined) : checkUnder(stage, command)(game),
  apply: (command) => (game) => {
    const next =
      command.type === 'dilemma.done'
        ? Seeding.finish(command.player)(game)
        : Seeding.recordSeed(command.player)(
            addToStack(command.player, command.card, command.location)(game),
          );
    return stage === 'sharedMissions' ? settleShared(next) : next;
  },
});

/**
 * The decision of stage 4: seed a card that seeds in the dilemma phase elsewhere than under a mission, or pass.
 * @category instances
 */
export const elsewhereRule: DecisionRule<ElsewhereCommand> = {
  commandTypes: ['dilemma.seedElsewhere', 'dilemma.pass'],
  candidates: (player) => (game) => [...seedableElsewhere(player)(game), { type: 'dilemma.pass', player }],
  candidatesAreLegal: true,
  check: (command) => (game) =>
    command.type === 'dilemma.pass'
      ? E.right(undefined)
      : AsPlayed.checkSeedAsPlayed('dilemma', AsPlayed.seedOf(command))(game),
  apply: (command) => (game) =>
    command.type === 'dilemma.pass'
      ? Seeding.finish(command.player)(game)
      : AsPlayed.seedAsPlayed(AsPlayed.seedOf(command))(game),
};
