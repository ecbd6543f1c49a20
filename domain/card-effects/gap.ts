// Gaps in Normal Space: "Place between two Mission cards. Creates a gap with a span of 4. Ships stopping on the gap
// kill one personnel (random selection)." A gap is a spaceline location with no mission (`Location.span`, its id the
// card's): RANGE counts its span (`Spaceline.spanAt`), ships may move to it and through it, and there is nothing to
// attempt or report to there. The card stays on its player's table; while it is in play, each ship whose move ends
// on its gap has one personnel aboard killed, chosen at random: its triggered ability (cards/effects/premiere/
// gaps-in-normal-space.ts). A gap stays on the spaceline if its card leaves play (nothing says it closes).
import * as E from 'fp-ts/Either';
import { named, record } from '../core/chronicle';
import { type CardId, type GameState, getCard, type LocationId, moveCard } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';

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

// Helpers

const isMissionLocation = (location: LocationId, game: GameState): boolean =>
  (game.locations[location]?.missions.length ?? 0) > 0;
