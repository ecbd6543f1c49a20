// Gaps in Normal Space: "Place between two Mission cards. Creates a gap with a span of 4. Ships stopping on the gap
// kill one personnel (random selection)." A gap is a spaceline location with no mission (`Location.span`, its id the
// card's): RANGE counts its span (`Spaceline.spanAt`), ships may move to it and through it, and there is nothing to
// attempt or report to there. The card stays on its player's table; while it is in play, each ship whose move ends
// on its gap has one personnel aboard killed, chosen at random (the turn's orders call `killOnGap` after each move).
// A gap stays on the spaceline if its card leaves play (nothing says it closes), but no longer kills.
import * as E from 'fp-ts/Either';
import { kill } from '../cards-in-play/leave-play';
import { trigger } from '../core/game-events';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  moveCard,
} from '../core/game-state';
import { nextInt } from '../core/random';
import { type RuleError, ruleError } from '../core/rule-error';
import { isPhased } from '../orders/phasing';
import { named, record } from '../view/chronicle';
import { rulesInPlay } from './in-play';

const RULE = 'Gaps in Normal Space';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Gaps in Normal Space: "Place between two Mission cards"
/**
 * Right when the mission's location is followed on its spaceline by another mission's location (no gap between).
 * @category predicates
 */
export const checkBetweenMissions =
  (mission: CardId) =>
  (game: GameState): E.Either<RuleError, LocationId> => {
    const zone = game.cards[mission]?.zone;
    const location = zone?.kind === 'spaceline' ? game.locations[zone.location] : undefined;
    const line = location === undefined ? [] : (game.spacelines[location.quadrant] ?? []);
    const next = location === undefined ? undefined : line[line.indexOf(location.id) + 1];
    return location !== undefined &&
      next !== undefined &&
      isMissionLocation(location.id, game) &&
      isMissionLocation(next, game)
      ? E.right(location.id)
      : E.left(ruleError(RULE, 'A gap is placed between two Mission cards.'));
  };

/**
 * Whether a location is a gap whose card is in play (so that ships stopping on it lose a personnel).
 * @category predicates
 */
export const isKillingGap =
  (location: LocationId) =>
  (game: GameState): boolean =>
    rulesInPlay('killRandomPersonnelOfShipsStoppingHere')(game).some(
      (r) => r.source.id === location && game.locations[location]?.span !== undefined,
    );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Gaps in Normal Space: "Creates a gap with a span of 4" after the mission it is placed beside
/**
 * The gap opened after the mission's location, named by the card (which goes to its player's table), else unchanged.
 * @category operations
 */
export const openGap =
  (card: CardId, mission: CardId, span: number) =>
  (game: GameState): GameState => {
    const at = checkBetweenMissions(mission)(game);
    if (E.isLeft(at)) return game;
    const location = game.locations[at.right];
    if (location === undefined) return game;
    const line = game.spacelines[location.quadrant] ?? [];
    const index = line.indexOf(location.id) + 1;
    const placed = moveCard(card, { kind: 'table', player: getCard(card)(game).controller })(game);
    return record(
      `${named(card)(placed)} opens a gap after ${named(mission)(placed)}`,
      card,
    )({
      ...placed,
      locations: {
        ...placed.locations,
        [card]: { id: card, quadrant: location.quadrant, missions: [], completedBy: null, span },
      },
      spacelines: {
        ...placed.spacelines,
        [location.quadrant]: [...line.slice(0, index), card, ...line.slice(index)],
      },
    });
  };

// Gaps in Normal Space: "Ships stopping on the gap kill one personnel (random selection)"
/**
 * The game after the ship stopped where it is: on a gap in play, one personnel aboard it killed at random.
 * @category operations
 */
export const killOnGap =
  (ship: CardId) =>
  (game: GameState): GameState => {
    const zone = game.cards[ship]?.zone;
    // Rulebook 7.6 phasing: "Phased cards are unaffected by most cards in play"
    if (zone?.kind !== 'atLocation' || !isKillingGap(zone.location)(game) || isPhased(ship)(game))
      return game;
    const personnel = cardsIn({ kind: 'aboard', carrier: ship })(game).filter(
      (id) => blueprintOf(id)(game).type === 'Personnel',
    );
    if (personnel.length === 0) return game;
    const [index, random] = nextInt(personnel.length)(game.random);
    const victim = personnel[index] as CardId;
    return kill(victim)({ ...game, random });
  };

/**
 * "Ships stopping on the gap kill one personnel": answers a ship's arrival.
 * @category operations
 */
export const killsOnArrival = trigger({
  name: 'Gaps in Normal Space: a ship stopping on the gap loses one personnel',
  on: 'ship.arrived',
  run: (event) => killOnGap(event.ship),
});

// Helpers

const isMissionLocation = (location: LocationId, game: GameState): boolean =>
  (game.locations[location]?.missions.length ?? 0) > 0;
