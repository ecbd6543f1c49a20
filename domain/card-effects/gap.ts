// Rulebook "Seed Phase" L225: "Cards that specify they are inserted into the spaceline may be placed anywhere in their
// native quadrant, including between two missions already seeded". The general verb `place` into the spaceline (Gaps
// in Normal Space: "Place between two Mission cards. Creates a gap with a span of 4."): the card becomes a spaceline
// location with no mission (`Location.span`, its id the card's), right after the location of the card its play
// targets: RANGE counts its span (`Spaceline.spanAt`), ships may move to it and through it, and there is nothing to
// attempt or report to there. The card stays on its controller's table; the location stays if it leaves play (nothing
// says it closes). What happens there is the card's own text (Gaps: its triggered ability on ships stopping there).
import * as E from 'fp-ts/Either';
import type { SpacelineSpot } from '../../cards/language/language';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  moveCard,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';

/** Where a card goes into the spaceline. */
type Spot = SpacelineSpot['spaceline'];

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook L225 "inserted into the spaceline … anywhere in their native quadrant"; Gaps in Normal Space: "Place
// between two Mission cards"
/**
 * Right with the location a card goes after, when `after` stands on a spaceline (and, between missions, both its
 * location and the next are missions'); else the card's rule.
 * @category predicates
 */
export const checkSpot =
  (card: CardId, after: CardId, spot: Spot) =>
  (game: GameState): E.Either<RuleError, LocationId> => {
    const zone = game.cards[after]?.zone;
    const location = zone?.kind === 'spaceline' ? game.locations[zone.location] : undefined;
    const line = location === undefined ? [] : (game.spacelines[location.quadrant] ?? []);
    const next = location === undefined ? undefined : line[line.indexOf(location.id) + 1];
    const title = blueprintOf(card)(game).title;
    if (location === undefined)
      return E.left(ruleError(title, `${title} is inserted into the spaceline after a spaceline location.`));
    // Barzan Wormhole: "relocate … to a new location": not where it already is
    if (next === card)
      return E.left(ruleError(title, `${title} is already there: it goes to a new location.`));
    if (spot.betweenMissions !== true) return E.right(location.id);
    return next !== undefined && isMissionLocation(location.id, game) && isMissionLocation(next, game)
      ? E.right(location.id)
      : E.left(ruleError(title, `${title} is placed between two Mission cards.`));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook L225: "inserted into the spaceline"; Gaps in Normal Space: "Creates a gap with a span of 4"
/**
 * The card inserted into the spaceline right after the location of `after` (taken out of its place first, when it
 * already is a location), a location of the spot's span named by the card (which goes to its controller's table), else
 * unchanged.
 * @category operations
 */
export const insertIntoSpaceline =
  (card: CardId, after: CardId, spot: Spot) =>
  (game: GameState): GameState => {
    const at = checkSpot(card, after, spot)(game);
    if (E.isLeft(at)) return game;
    const location = game.locations[at.right];
    if (location === undefined || location.id === card) return game;
    const taken = takenOutOfSpaceline(card)(game);
    const line = taken.spacelines[location.quadrant] ?? [];
    const index = line.indexOf(location.id) + 1;
    const placed = moveCard(card, { kind: 'table', player: getCard(card)(taken).controller })(taken);
    return record(
      `${named(card)(placed)} is inserted into the spaceline after ${named(after)(placed)}`,
      card,
    )({
      ...placed,
      locations: {
        ...placed.locations,
        [card]: { id: card, quadrant: location.quadrant, missions: [], completedBy: null, span: spot.span },
      },
      spacelines: {
        ...placed.spacelines,
        [location.quadrant]: [...line.slice(0, index), card, ...line.slice(index)],
      },
    });
  };

// Barzan Wormhole: "relocate Barzan Wormhole to a new location": a card that already is a location leaves its place
// on the spaceline (the cards there stay at it, and go with it)
const takenOutOfSpaceline =
  (card: CardId) =>
  (game: GameState): GameState => {
    const quadrant = game.locations[card]?.quadrant;
    const line = quadrant === undefined ? undefined : game.spacelines[quadrant];
    return quadrant === undefined || line === undefined
      ? game
      : { ...game, spacelines: { ...game.spacelines, [quadrant]: line.filter((id) => id !== card) } };
  };

// Helpers

const isMissionLocation = (location: LocationId, game: GameState): boolean =>
  (game.locations[location]?.missions.length ?? 0) > 0;
