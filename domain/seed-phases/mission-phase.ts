// Rulebook "Mission Phase": both players shuffle their missions face down, then alternate, starting player first,
// drawing the top mission of their pile and placing it on the spaceline, until both piles are empty.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as Chronicle from '../core/chronicle';
import { awaitDecision, type DecisionRule } from '../core/decision';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  type PlayerId,
  shuffleZone,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { type Placement, placeMission, placements } from '../spaceline/spaceline';
import * as Seeding from './seeding';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Place the top mission of your mission pile where `placement` says (see `Spaceline.placements`). */
export interface PlaceMission {
  readonly type: 'mission.place';
  readonly player: PlayerId;
  readonly placement: Placement;
}

export type MissionCommand = PlaceMission;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The mission `player` places next: the top card of their mission pile, if any.
 * @category predicates
 */
export const topMission =
  (player: PlayerId) =>
  (game: GameState): O.Option<CardId> =>
    O.fromNullable(cardsIn({ kind: 'missionPile', player })(game)[0]);

/**
 * The legal placements of `player`'s top mission (none when the pile is empty).
 * @category predicates
 */
export const legalPlacements =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<Placement> =>
    O.match(
      () => [],
      (mission: CardId) => placements(mission)(game),
    )(topMission(player)(game));

/**
 * The player who places a mission now (players alternate, the starting player first; a player whose pile is
 * empty is skipped), or none when the phase is over.
 * @category predicates
 */
export const nextPlacer = (game: GameState): O.Option<PlayerId> =>
  Seeding.nextAlternating(game.players[0].id, (p) => legalPlacements(p)(game).length > 0)(game);

/**
 * True when neither player has a mission left to place.
 * @category predicates
 */
export const isMissionPhaseComplete = (game: GameState): boolean => O.isNone(nextPlacer(game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Mission Phase": both players shuffle their six missions and place them in a pile face down
/**
 * Starts the mission phase: both mission piles are shuffled with the game's random generator.
 * @category operations
 */
export const begin = (game: GameState): GameState =>
  Seeding.beginStep({
    ...game.players.reduce((g, { id }) => shuffleZone({ kind: 'missionPile', player: id })(g), game),
    phase: 'mission',
  });

/**
 * The game waiting on the next player to place a mission, unchanged when there is none.
 * @category operations
 */
export const awaitNextPlacer = (game: GameState): GameState =>
  O.match(
    () => game,
    (player: PlayerId) => awaitDecision(player, 'mission.place')(game),
  )(nextPlacer(game));

// Rulebook "Mission Phase": draw the top mission of your pile and place it on the spaceline
/**
 * The game after `player` places their top mission at `placement`, or the rule that forbids it.
 * @category operations
 */
export const place =
  (player: PlayerId, placement: Placement) =>
  (game: GameState): E.Either<RuleError, GameState> =>
    pipe(
      topMission(player)(game),
      E.fromOption(() => ruleError('Mission Phase', `${player} has no mission left to place.`)),
      E.flatMap((mission) =>
        pipe(
          placeMission(mission, placement)(game),
          E.map((placed) =>
            Chronicle.record(placedText(player, mission, placement)(placed), mission)(placed),
          ),
        ),
      ),
      E.map(Seeding.recordSeed(player)),
    );

/** What the log says of a mission placed: where it now is on its spaceline (the game after placing it). */
const placedText =
  (player: PlayerId, mission: CardId, placement: Placement) =>
  (game: GameState): string => {
    const title = `${blueprintOf(mission)(game).title} (${mission})`;
    if (placement.kind === 'shared') {
      const partner = game.locations[placement.location]?.missions[0];
      const partnerText =
        partner === undefined ? placement.location : `${blueprintOf(partner)(game).title} (${partner})`;
      return `${player} places ${title} at the location of ${partnerText}, sharing it`;
    }
    const line = game.spacelines[placement.quadrant] ?? [];
    return `${player} places ${title} on the ${placement.quadrant} Quadrant spaceline, ${line.indexOf(mission) + 1} of ${line.length} from the left`;
  };

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The mission placing decision: draw your top mission and place it where the spaceline allows.
 * @category instances
 */
export const rule: DecisionRule<MissionCommand> = {
  commandTypes: ['mission.place'],
  candidates: (player) => (game) =>
    legalPlacements(player)(game).map((placement) => ({ type: 'mission.place', player, placement })),
  candidatesAreLegal: true,
  check: (command) => (game) => E.map(() => undefined)(place(command.player, command.placement)(game)),
  apply: (command) => (game) =>
    E.getOrElse((error: RuleError): GameState => {
      throw new Error(`mission.place applied without a legal check: ${error.message}`);
    })(place(command.player, command.placement)(game)),
};
