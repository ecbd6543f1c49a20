// Rulebook 7.4 Personnel battle, stages 1 Initiation and 3 Form Up: the battle begins where the two forces are present
// with each other; after the stage 2 responses, personnel who may not fight are set aside (and all equipment), and
// each force is shuffled into a face-down combat pile.
import * as O from 'fp-ts/Option';
import { canAct } from '../cards-in-play/presence';
import { named } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  opponentOf,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { shuffle } from '../core/random';
import { isInfiltrating } from '../infiltration/infiltration';
import type { Battle, PersonnelBattle, PersonnelInitiateCommand } from './battle-model';
import { current, logged, personnelFight, withBattle } from './battle-under-way';
import { isRogueBorg } from './rogue-borg';
import { rogueBorgForces, rogueBorgTargetedForces } from './rogue-borg-attack';
import { SELF_CONTROLLED } from './self-controlled';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.4 stage 3 Form Up ("Set aside personnel who are disabled, … in stasis") and Rulings "battle": stopped
// cards may not participate in an attack
/**
 * Whether a personnel may fight in the attacking force: neither stopped, disabled nor in stasis.
 * @category predicates
 */
export const mayAttackIn =
  (id: CardId) =>
  (game: GameState): boolean =>
    !getCard(id)(game).stopped && canAct(id)(game);

// Rulebook 7.4 stage 3 Form Up: disabled personnel and personnel in stasis are set aside; stopped personnel defend
/**
 * Whether a personnel may fight in the defending force: neither disabled nor in stasis (it may be stopped).
 * @category predicates
 */
export const mayDefendIn =
  (id: CardId) =>
  (game: GameState): boolean =>
    canAct(id)(game);

// Rulebook 7.4 stage 1 Initiation: an attack needs an attacking force and an opposing force to target
/**
 * Whether the battle the command asks for would form up with at least one combatant in each force (a force all of
 * disabled or in stasis personnel cannot be attacked).
 * @category predicates
 */
export const canFormUp =
  (command: PersonnelInitiateCommand) =>
  (game: GameState): boolean => {
    const [attacking, defending] = formUp(command)(game);
    return attacking.length > 0 && defending.length > 0;
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4 stage 3 Form Up: each force is its controller's personnel at the place able to fight; equipment and
// other cards are set aside
/**
 * The forces that would form up if `player` attacked at `place`: `player`'s personnel there able to attack, and their
 * opponent's personnel there able to defend.
 * @category operations
 */
export const personnelForces =
  (player: PlayerId, place: Zone) =>
  (game: GameState): readonly [ReadonlyArray<CardId>, ReadonlyArray<CardId>] => {
    const opponent = opponentOf(player)(game);
    const personnel = cardsIn(place)(game).filter((id) => blueprintOf(id)(game).type === 'Personnel');
    // Rulebook "Infiltration": an infiltrator is nobody's to attack, and fights with neither side
    const of = (controller: PlayerId) =>
      personnel.filter((id) => getCard(id)(game).controller === controller && !isInfiltrating(id)(game));
    return [
      of(player).filter((id) => mayAttackIn(id)(game)),
      of(opponent).filter((id) => mayDefendIn(id)(game)),
    ];
  };

// Rulebook 7.4 "Your personnel may attack any opposing personnel (or Rogue Borg) present with them"
/**
 * The defender of the battle the command asks for: `SELF_CONTROLLED` when it targets Rogue Borg, else the opponent.
 * @category operations
 */
export const defenderOf =
  (command: PersonnelInitiateCommand) =>
  (game: GameState): PlayerId => {
    const target = command.defenders[0];
    return target !== undefined && isRogueBorg(target)(game)
      ? SELF_CONTROLLED
      : opponentOf(command.player)(game);
  };

// Rulebook 7.4 stage 1 Initiation ("which single force is performing the attack, and which single opposing force")
// and stage 3 Form Up
/**
 * The forces of the battle the command asks for: of the crews or Away Teams it names, those `personnelForces` keeps
 * (against Rogue Borg, those `rogueBorgTargetedForces` keeps).
 * @category operations
 */
export const formUp =
  (command: PersonnelInitiateCommand) =>
  (game: GameState): readonly [ReadonlyArray<CardId>, ReadonlyArray<CardId>] => {
    const [attacking, defending] = forcesAt(command.player, defenderOf(command)(game), command.place)(game);
    return [
      attacking.filter((id) => command.attackers.includes(id)),
      defending.filter((id) => command.defenders.includes(id)),
    ];
  };

/**
 * A personnel battle initiated at `place` between two forces as they are named (stage 1 Initiation), not yet formed
 * up; the decision pending now is given back when it ends.
 * @category constructors
 */
export const personnelBattle =
  (sides: {
    readonly attacker: PlayerId;
    readonly defender: PlayerId;
    readonly place: Zone;
    readonly forces: PersonnelBattle['forces'];
    readonly counterAttack: boolean;
  }) =>
  (game: GameState): Battle => ({
    attacker: sides.attacker,
    defender: sides.defender,
    location: locationOfPlace(sides.place)(game),
    counterAttack: sides.counterAttack,
    fight: {
      kind: 'personnel',
      place: sides.place,
      forces: sides.forces,
      piles: [[], []],
      adversaries: null,
      awaiting: null,
      stunned: [],
      mortallyWounded: [],
    },
    resume: game.pending,
    events: [],
  });

// Rulebook 7.4 personnel battle, stage 1 Initiation: "chooses which single force is performing the attack, and which
// single opposing force present they are targeting"
/**
 * Begins a personnel battle (its initiation checked): the two forces as the command names them, not yet formed up.
 * @category operations
 */
export const beginPersonnel =
  (command: PersonnelInitiateCommand, counterAttack: boolean) =>
  (game: GameState): GameState => {
    const defender = defenderOf(command)(game);
    const battle = personnelBattle({
      attacker: command.player,
      defender,
      place: command.place,
      forces: [command.attackers, command.defenders],
      counterAttack,
    })(game);
    const target = defender === SELF_CONTROLLED ? 'the Rogue Borg' : `${defender}'s personnel`;
    const begun = `${command.player} ${counterAttack ? 'counter-attacks' : 'attacks'} ${target}`;
    return withBattle(logged(null, begun))({ ...game, battle });
  };

// Rulebook 7.4 personnel battle, stage 3 Form Up: "Set aside personnel who are disabled, stunned, in stasis …. The
// remaining cards (or combatants) in each force should be shuffled together and placed face-down … as a combat pile"
/**
 * Forms up the battle under way: of each force as initiated, those still at the place and able to fight (after the
 * stage 2 responses; Rogue Borg for a self-controlled side), each force shuffled (seeded) into its combat pile.
 * @category operations
 */
export const formUpPersonnel = (game: GameState): GameState => {
  const { attacker, defender } = current(game);
  const fight = personnelFight(game);
  const [attacking, defending] = forcesAt(attacker, defender, fight.place)(game);
  const forces = [
    attacking.filter((id) => fight.forces[0].includes(id)),
    defending.filter((id) => fight.forces[1].includes(id)),
  ] as const;
  const [attackPile, afterAttack] = shuffle(forces[0])(game.random);
  const [defendPile, random] = shuffle(forces[1])(afterAttack);
  const formed: PersonnelBattle = { ...fight, forces, piles: [attackPile, defendPile] };
  return withBattle((b) =>
    [
      logged(null, `${attacker}'s force forms up: ${names(forces[0], game)}`),
      logged(null, `${defender}'s force forms up: ${names(forces[1], game)}`),
    ].reduce<Battle>((acc, log) => log(acc), { ...b, fight: formed }),
  )({ ...game, random });
};

// Helpers

/** The forces at `place` able to fight, a self-controlled side being the Rogue Borg there. */
const forcesAt =
  (attacker: PlayerId, defender: PlayerId, place: Zone) =>
  (game: GameState): readonly [ReadonlyArray<CardId>, ReadonlyArray<CardId>] => {
    if (attacker === SELF_CONTROLLED) return rogueBorgForces(defender, place)(game);
    if (defender === SELF_CONTROLLED) return rogueBorgTargetedForces(attacker, place)(game);
    return personnelForces(attacker, place)(game);
  };

const names = (ids: ReadonlyArray<CardId>, game: GameState): string =>
  ids.length === 0 ? 'no one' : ids.map((id) => named(id)(game)).join(', ');

/** The spaceline location of a personnel battle's place: the planet's, or that of the ship or facility boarded. */
const locationOfPlace =
  (place: Zone) =>
  (game: GameState): LocationId => {
    if (place.kind === 'planetSurface') return place.location;
    const at = place.kind === 'aboard' ? locationOf(place.carrier)(game) : O.none;
    if (O.isNone(at)) throw new Error(`personnelBattle: no personnel battle can be fought in ${place.kind}`);
    return at.value;
  };
