// Rulebook 7.4 personnel battle, "Rogue Borg battle" (Rogue Borg Mercenaries: "Battles crew now and at start of every
// players' turn"): a personnel battle no player initiates. The attacking force is the Rogue Borg aboard a ship
// (self-controlled: Current Rulings "battle"), the defending force the ship's crew; the crew's controller is the
// defender. Stage 3 Form Up keeps the Rogue Borg still aboard and able to act (stopped or not: their text makes them
// battle). Stage 4: no player chooses a Rogue Borg's strike; it makes the strongest one allowed (mortally wound when
// more than double, else stun: personnel-combat.ts). No counter-attack follows (Rulebook 7.4 "Counter-attack" gives
// it to a player attacked by a player). The other way round (Rulebook 7.4 "Your personnel may attack any opposing
// personnel (or Rogue Borg) present with them"): all the Rogue Borg at a place are one defending force.

import * as E from 'fp-ts/Either';
import { canAct } from '../cards-in-play/presence';
import { named } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import type { PersonnelInitiateCommand } from './battle-model';
import { logged, withBattle } from './battle-under-way';
import { mayAttackIn, mayDefendIn, personnelBattle } from './personnel-form-up';
import { isRogueBorg, type RogueBorgAttack } from './rogue-borg';
import { SELF_CONTROLLED } from './self-controlled';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

// Rogue Borg Mercenaries: "Battles crew"
/**
 * The game with the Rogue Borg's personnel battle against the crew begun (stage 1 Initiation), not yet formed up.
 * @category constructors
 */
export const beginRogueBorg =
  (attack: RogueBorgAttack) =>
  (game: GameState): GameState => {
    const battle = personnelBattle({
      attacker: SELF_CONTROLLED,
      defender: attack.defender,
      place: attack.place,
      forces: [attack.attackers, attack.defenders],
      counterAttack: false,
    })(game);
    const attackers = attack.attackers.map((id) => named(id)(game)).join(', ');
    return withBattle(logged(null, `the Rogue Borg ${attackers} battle ${attack.defender}'s crew`))({
      ...game,
      battle,
    });
  };

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.4 stage 1 Initiation: "which single opposing force present they are targeting"; the Rogue Borg present
// are one force
/**
 * Right when the command targets no Rogue Borg, or all the Rogue Borg at its place and no one else.
 * @category predicates
 */
export const checkRogueBorgTargeted =
  (command: PersonnelInitiateCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    const targeted = command.defenders.filter((id) => isRogueBorg(id)(game));
    if (targeted.length === 0) return E.right(undefined);
    const all = rogueBorgAt(command.place)(game);
    return targeted.length === command.defenders.length && all.every((id) => targeted.includes(id))
      ? E.right(undefined)
      : E.left(
          ruleError('7.4 Battle', 'the Rogue Borg present are one force: target all of them and no one else'),
        );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4 stage 3 Form Up: those who may not fight are set aside
/**
 * The forces a Rogue Borg battle at `place` forms up with: the Rogue Borg there able to act, and the defender's
 * personnel there able to defend.
 * @category operations
 */
export const rogueBorgForces =
  (defender: PlayerId, place: Zone) =>
  (game: GameState): readonly [ReadonlyArray<CardId>, ReadonlyArray<CardId>] => {
    const here = cardsIn(place)(game);
    return [
      here.filter((id) => isRogueBorg(id)(game) && canAct(id)(game)),
      here.filter(
        (id) => game.cards[id]?.controller === defender && isPersonnel(id, game) && mayDefendIn(id)(game),
      ),
    ];
  };

// Rulebook 7.4 "Your personnel may attack any opposing personnel (or Rogue Borg) present with them"
/**
 * The Rogue Borg at `place`: the one force a player's personnel there may attack.
 * @category operations
 */
export const rogueBorgAt =
  (place: Zone) =>
  (game: GameState): ReadonlyArray<CardId> =>
    cardsIn(place)(game).filter((id) => isRogueBorg(id)(game));

// Rulebook 7.4 stage 3 Form Up: those who may not fight are set aside
/**
 * The forces a player's attack on the Rogue Borg at `place` forms up with: the attacker's personnel there able to
 * attack, and the Rogue Borg there able to act (stopped or not).
 * @category operations
 */
export const rogueBorgTargetedForces =
  (attacker: PlayerId, place: Zone) =>
  (game: GameState): readonly [ReadonlyArray<CardId>, ReadonlyArray<CardId>] => {
    const here = cardsIn(place)(game);
    return [
      here.filter(
        (id) => game.cards[id]?.controller === attacker && isPersonnel(id, game) && mayAttackIn(id)(game),
      ),
      here.filter((id) => isRogueBorg(id)(game) && mayDefendIn(id)(game)),
    ];
  };

// Helpers

const isPersonnel = (id: CardId, game: GameState): boolean => blueprintOf(id)(game).type === 'Personnel';
