// Espionage cards: "Plays on any Klingon mission. Your Federation personnel may now attempt this mission. Discard after
// mission completed." Rulebook 7.2: an attempt needs a personnel whose affiliation matches the mission's icons "(or
// meets alternate qualifications)": the Espionage card's player's personnel of its affiliation qualify at its
// mission (`allow('attempt', …)`, the query point `attempt.allowed` that `MissionAttempt.matchesMission` asks). Who may
// attempt the mission at all (your own, or an opponent's worth 40 points) is unchanged. Solving a mission calls
// `discardAfterCompleted`.
import { leavePlay } from '../cards-in-play/leave-play';
import { type GameState, getCard, type LocationId } from '../core/game-state';
import { type RuleEntry, rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** The location of the mission a card is played on, else null. */
const hostLocation = (entry: RuleEntry, game: GameState): LocationId | null => {
  const zone = getCard(entry.source.id)(game).zone;
  if (zone.kind !== 'playedOn') return null;
  const host = getCard(zone.host)(game).zone;
  return host.kind === 'spaceline' ? host.location : null;
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Espionage: "Discard after mission completed."
/**
 * Discards the cards in play whose text ends with the completion of the mission at `location`.
 * @category operations
 */
export const discardAfterCompleted =
  (location: LocationId) =>
  (game: GameState): GameState =>
    rulesInPlay('discardWhenHostCompleted')(game)
      .filter((r) => hostLocation(r, game) === location)
      .reduce(
        (g, r) => (g.cards[r.source.id]?.zone.kind === 'playedOn' ? leavePlay(r.source.id, 'discard')(g) : g),
        game,
      );
