// Damage markers that restrict the cards the damaged card's controller may play (Rulebook 7.5.1: the marker's effects
// last while it is in play): Chain Reaction Pulsar, "Scanners off line: you may play {Scan} and {Full Planet Scan}
// only where you have an undamaged ship". "you": the damaged card's controller; "where": the location of the card
// the play targets (Scan plays on a ship); "an undamaged ship": a ship of theirs there with no damage (Rulebook 7.5.1,
// `TacticsDamage.isDamaged`). Read by `CardEffects.checkPlayConditions`.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { isDamaged } from '../cards-in-play/damage-markers';
import { isReferencedBy } from '../cards-in-play/persona';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  type PlayerId,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { carriersHere } from '../spaceline/location-carriers';
import { rulesInPlay } from './in-play';

const RULE = 'Tactic damage marker: Scanners off line';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Chain Reaction Pulsar: "you may play {Scan} and {Full Planet Scan} only where you have an undamaged ship"
/**
 * Right unless a damage marker on one of the player's cards keeps them from playing this card on `target` there.
 * @category predicates
 */
export const checkMarkersAllowPlay =
  (player: PlayerId, card: CardId, target: CardId | null) =>
  (game: GameState): E.Either<RuleError, void> => {
    const rules = rulesInPlay('playsOnlyWhereUndamagedShip')(game);
    if (rules.length === 0) return E.right(undefined);
    const blueprint = blueprintOf(card)(game);
    const limited = rules.some((r) => {
      const zone = getCard(r.source.id)(game).zone;
      return (
        zone.kind === 'playedOn' &&
        getCard(zone.host)(game).controller === player &&
        r.effect.titles.some((t) => isReferencedBy(t)(blueprint))
      );
    });
    if (!limited) return E.right(undefined);
    const where = target === null ? O.none : locationOf(target)(game);
    return O.exists((at: LocationId) => hasUndamagedShip(player, at, game))(where)
      ? E.right(undefined)
      : E.left(
          ruleError(RULE, `${blueprint.title} may be played only where ${player} has an undamaged ship.`),
        );
  };

// Helpers

const hasUndamagedShip = (player: PlayerId, at: LocationId, game: GameState): boolean =>
  carriersHere(at)(game).some(
    (id) =>
      blueprintOf(id)(game).type === 'Ship' &&
      getCard(id)(game).controller === player &&
      !isDamaged(id)(game),
  );
