// 100,000 Tribbles: "Where present, prevents personnel from reporting 'for free.'" A personnel reporting is present with
// the card where it arrives: aboard the ship or facility the card is aboard, or on the planet surface it is on. The
// only free reports the engine has are Camp Khitomer's (domain/time-travel/time-location-reporting.ts), which asks this module.
import type { GameState, Zone } from '../core/game-state';
import { zoneKeyOf } from '../core/zone-index';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether card text present where a card would arrive, in `zone`, keeps it from reporting for free there (only a
 * personnel is kept).
 * @category predicates
 */
export const isFreeReportingPrevented =
  (card: { readonly type: string }, zone: Zone) =>
  (game: GameState): boolean => {
    if (card.type !== 'Personnel') return false;
    const key = zoneKeyOf(zone);
    return rulesInPlay('preventsFreeReportingWherePresent')(game).some((rule) => {
      const at: Zone | undefined = game.cards[rule.source.id]?.zone;
      return at !== undefined && zoneKeyOf(at) === key;
    });
  };
