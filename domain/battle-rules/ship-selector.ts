// The ships a [Tactic] card's text names (cards/language/tactic-language.ts `ShipSelector`): "a Federation ship firing",
// "a Galaxy-class ship", "{Son'a Battleship} or {Li'seria}", "[Fed][OS] ships may attack this ship". Read by the
// tactic's bonuses and requirements (domain/battle-rules/tactic-bonus.ts, domain/battle-rules/tactic-play.ts), its damage (domain/battle-rules/tactic-damage-stage.ts)
// and its damage marker (domain/battle-rules/tactics-damage.ts).
import * as O from 'fp-ts/Option';
import type { ShipSelector } from '../../cards/language/tactic-language';
import { affiliationOf } from '../cards-in-play/affiliation';
import { canAct } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import { matches } from '../core/card-filter';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
} from '../core/game-state';
import { isStaffed } from '../orders/staffing';
import { isInRegion } from '../spaceline/spaceline';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// "a Federation ship", "a Galaxy-class ship", "a Jem'Hadar attack ship", "a ship with no staffing requirements", "a
// Breen ship" (Rulebook "Characteristics"), "a [Films] ship", "in Badlands Region" (Rulebook "Mission Phase": regions),
// "at a nebula", "if {William T. Riker} aboard", "with Resistance or Navigation aboard"
/**
 * Whether a card is a ship the selector names.
 * @category predicates
 */
export const isSelected =
  (selector: ShipSelector, id: CardId) =>
  (game: GameState): boolean => {
    const b = blueprintOf(id)(game);
    if (b.type !== 'Ship') return false;
    switch (selector.kind) {
      case 'affiliation':
        return affiliationOf(id)(game) === selector.affiliation;
      case 'shipClass':
        return b.shipClass === selector.shipClass;
      case 'title':
        return b.title === selector.title;
      case 'noStaffingRequirement':
        return b.staffing.length === 0 && b.staffingAlternative === null;
      case 'card':
        return matches(selector.filter, id, context(id, game))(game);
      case 'loreSays':
        return new RegExp(`\\b${selector.word}\\b`, 'i').test(b.lore);
      case 'inRegion':
        return O.exists((at: LocationId) => selector.regions.some((r) => isInRegion(r, at)(game)))(
          locationOf(id)(game),
        );
      case 'atMissionMatching':
        return O.exists((at: LocationId) =>
          (game.locations[at]?.missions ?? []).some((m) =>
            matches(selector.filter, m, context(id, game))(game),
          ),
        )(locationOf(id)(game));
      case 'staffed':
        return isStaffed(id)(game);
      case 'crewMatching':
        return cardsIn({ kind: 'aboard', carrier: id })(game).some(
          (p) => canAct(p)(game) && matches(selector.filter, p, context(id, game))(game),
        );
      case 'crew':
        return hasCrew(selector.skills, selector.together, id, game);
      case 'allOf':
        return selector.of.every((s) => isSelected(s, id)(game));
      case 'anyOf':
        return selector.of.some((s) => isSelected(s, id)(game));
      case 'any':
        return true;
    }
  };

// Helpers

/** A filter read for a ship: "your" is its controller's. */
const context = (ship: CardId, game: GameState) => ({ player: getCard(ship)(game).controller, hasSkill });

// "with Resistance or Navigation aboard (or +4 if one crew member has both skills)": personnel aboard, able to act
const hasCrew = (skills: ReadonlyArray<string>, together: boolean, ship: CardId, game: GameState): boolean =>
  cardsIn({ kind: 'aboard', carrier: ship })(game).some(
    (id) =>
      canAct(id)(game) &&
      (together ? skills.every((s) => hasSkill(id, s)(game)) : skills.some((s) => hasSkill(id, s)(game))),
  );
