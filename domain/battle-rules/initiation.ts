// Rulebook 7.4 Battle, stage 1 Initiation: "Your ships, facilities, and Away Teams may initiate battle ('attack') as
// an action during your turn" — an order (it begins executing orders). Who may attack whom is
// domain/battle-rules/attack-restrictions.ts; this module lists the battles a player may initiate now (built per location by
// domain/battle-rules/initiation-candidates.ts), checks one, and says whether it is a counter-attack (Rulebook 7.4 "Counter-attack", 7.6 Cloak: cloaked cards neither attack nor are
// attacked).
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import { checkMayAttack } from '../capture/capture';
import { controllersAt } from '../cards-in-play/location-presence';
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
} from '../core/game-state';
import { ordersGiver } from '../core/infestation-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkGivingOrders } from '../orders';
import { checkNotCompelled } from '../orders/required-actions';
import { type BattleInitiation, canInitiateBattle } from './attack-restrictions';
import type { InitiateCommand } from './battle-model';
import { isHidden } from './hidden-ships';
import { personnelCandidates, sameZone, shipCandidates, spaceCards } from './initiation-candidates';
import { checkMarkersAllowBattle } from './marker-battle';
import { canFormUp } from './personnel-form-up';
import { checkRogueBorgTargeted } from './rogue-borg-attack';
import { checkNotBarredFromBattle } from './self-battle';
import { SELF_CONTROLLED } from './self-controlled';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** What the battle machine is asked to run: the initiating command, and whether it is a counter-attack. */
export interface BattleRequest {
  readonly command: InitiateCommand;
  readonly counterAttack: boolean;
}

const RULE = '7.4 Battle';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.4 "Counter-attack": during the attacked player's next turn, against the attacker's cards at that location
/**
 * Whether `player` may counter-attack `against` at `location` this turn.
 * @category predicates
 */
export const mayCounterAttack =
  (player: PlayerId, against: PlayerId, location: LocationId) =>
  (game: GameState): boolean =>
    (game.counterAttacks ?? []).some(
      (r) =>
        r.player === player &&
        r.against === against &&
        r.location === location &&
        r.turn === game.turn.number,
    );

/**
 * Right when the battle may be initiated now, else the rule it breaks.
 * @category predicates
 */
export const checkInitiate =
  (command: InitiateCommand) =>
  (game: GameState): E.Either<RuleError, void> =>
    pipe(
      checkGivingOrders(command.player)(game),
      // Rulebook "Required Actions": a compelled ship and its crew may not initiate battle
      E.flatMap(() => checkNotCompelled(command.attackers, 'initiate battle')(game)),
      E.flatMap(() => checkParticipants(command, game)),
      E.flatMap(() => checkNotHidden(command, game)),
      // Rulebook "Capture": "You may not initiate battle against personnel you have captured"
      E.flatMap(() => checkMayAttack(command.player, targetsOf(command))(game)),
      E.flatMap(() => canInitiateBattle(toInitiation(command, game))(game)),
      E.flatMap(() => checkWholeForces(command, game)),
      // It Must Be Destroyed: "(but may not initiate battle again this turn)"
      E.flatMap(() => checkNotBarredFromBattle(command.player, command.attackers)(game)),
      // Humanity's Last Stand's damage marker: "May not initiate battle at {Ceti Alpha V}"
      E.flatMap(() =>
        command.kind === 'ship'
          ? checkMarkersAllowBattle(command.attackers, command.location)(game)
          : E.right(undefined),
      ),
    );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The battle request of a legal initiation.
 * @category operations
 */
export const toRequest =
  (command: InitiateCommand) =>
  (game: GameState): BattleRequest => ({ command, counterAttack: isCounterAttack(command, game) });

/**
 * The battles `player` may try to initiate now: each of their crews or Away Teams against each opposing one present
 * (and against the Rogue Borg present, one force), and at each location every set of their ships and facilities that
 * could fire against each opposing ship or facility there ("any or all of that player's compatible cards"). A
 * superset: each is then checked.
 * @category operations
 */
export const initiateCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<InitiateCommand> => {
    if (game.phase !== 'play' || ordersGiver(game) !== player) return [];
    const opponent = opponentOf(player)(game);
    return Object.keys(game.locations).flatMap((location) => {
      // no battle where one side has no card (a cheap look before the location's places, issue #17)
      const present = controllersAt(location)(game);
      if (!present.has(player) || !(present.has(opponent) || present.has(SELF_CONTROLLED))) return [];
      // nothing in space and no one on the planet: no battle here
      const cards = spaceCards(location, game);
      if (cards.length === 0 && cardsIn({ kind: 'planetSurface', location })(game).length === 0) return [];
      return [
        ...personnelCandidates(player, opponent, location, cards, game),
        ...shipCandidates(player, opponent, location, cards, game),
      ];
    });
  };

// Helpers

const locationOfCommand = (command: InitiateCommand, game: GameState): LocationId | null => {
  if (command.kind === 'ship') return command.location;
  const { place } = command;
  if (place.kind === 'planetSurface') return place.location;
  if (place.kind !== 'aboard' || game.cards[place.carrier] === undefined) return null;
  return O.toNullable(locationOf(place.carrier)(game));
};

const targetsOf = (command: InitiateCommand): ReadonlyArray<CardId> =>
  command.kind === 'ship' ? [command.target] : command.defenders;

const isCounterAttack = (command: InitiateCommand, game: GameState): boolean => {
  const location = locationOfCommand(command, game);
  const target = targetsOf(command)[0];
  if (location === null || target === undefined || game.cards[target] === undefined) return false;
  return mayCounterAttack(command.player, getCard(target)(game).controller, location)(game);
};

const toInitiation = (command: InitiateCommand, game: GameState): BattleInitiation => ({
  kind: command.kind,
  player: command.player,
  attackers: command.attackers,
  targets: targetsOf(command),
  counterAttack: isCounterAttack(command, game),
});

/**
 * Every card exists; personnel battle: everyone at the place, both forces able to form up; ship battle: nothing landed
 * (Rulebook 7.1.6), carried (12.4) or cloaked or phased (7.6 Cloak).
 */
const checkParticipants = (command: InitiateCommand, game: GameState): E.Either<RuleError, void> => {
  const all = [...command.attackers, ...targetsOf(command)];
  const unknown = all.find((id) => game.cards[id] === undefined);
  if (unknown !== undefined) return E.left(ruleError(RULE, `there is no card ${unknown} in this game`));
  // Rulebook 7.4: the attacking force is a set of cards: each joins the attack once
  if (new Set(command.attackers).size !== command.attackers.length)
    return E.left(ruleError(RULE, 'an attacker is named twice'));
  if (command.kind === 'personnel') {
    const away = all.find((id) => !sameZone(getCard(id)(game).zone, command.place));
    if (away !== undefined)
      return E.left(ruleError(RULE, `${blueprintOf(away)(game).title} is not where the battle is`));
    return pipe(
      checkRogueBorgTargeted(command)(game),
      E.flatMap(() =>
        canFormUp(command)(game)
          ? E.right(undefined)
          : E.left(
              ruleError('7.4 Form Up', 'one of the forces has no one able to fight (disabled or in stasis)'),
            ),
      ),
    );
  }
  // Rulebook 7.4 ship battle: the attackers and their target are at the location the battle is at
  if (!Object.hasOwn(game.locations, command.location))
    return E.left(ruleError(RULE, `there is no location ${command.location} in this game`));
  const away = all.find((id) => !O.exists((at) => at === command.location)(locationOf(id)(game)));
  if (away !== undefined)
    return E.left(ruleError(RULE, `${blueprintOf(away)(game).title} is not at the battle's location`));
  const landed = all.find((id) => getCard(id)(game).landed === true);
  if (landed !== undefined)
    return E.left(
      ruleError(
        '7.1.6 Land & Take Off',
        `landed ships may not attack or be attacked by ships: ${blueprintOf(landed)(game).title}`,
      ),
    );
  // Rulebook 12.4: ships are present with the ships at their location "(except carried ships)"
  const carried = all.find((id) => getCard(id)(game).zone.kind === 'carried');
  if (carried !== undefined)
    return E.left(
      ruleError(
        'Carried ships',
        `a carried ship is present with no other ship: it may not attack or be attacked: ${blueprintOf(carried)(game).title}`,
      ),
    );
  const cloaked = all.find((id) => getCard(id)(game).cloaked === true);
  return cloaked === undefined
    ? E.right(undefined)
    : E.left(
        ruleError(
          '7.6 Cloak',
          `a cloaked card may not initiate battle nor be attacked: ${blueprintOf(cloaked)(game).title}`,
        ),
      );
};

// Rulebook 7.4 personnel battle, stage 1 Initiation (L766): "The attacking player … chooses which single force is
// performing the attack, and which single opposing force present they are targeting": a crew or Away Team (its
// unstopped members able to fight) against one opposing crew or Away Team (without those in stasis, L1063) or the
// Rogue Borg present, as `personnelCandidates` builds them
const checkWholeForces = (command: InitiateCommand, game: GameState): E.Either<RuleError, void> => {
  if (command.kind !== 'personnel') return E.right(undefined);
  const location = locationOfCommand(command, game);
  const forces =
    location === null
      ? []
      : personnelCandidates(
          command.player,
          opponentOf(command.player)(game),
          location,
          spaceCards(location, game),
          game,
        );
  return forces.some(
    (force) =>
      sameZone(force.place, command.place) &&
      sameMembers(force.attackers, command.attackers) &&
      sameMembers(force.defenders, command.defenders),
  )
    ? E.right(undefined)
    : E.left(
        ruleError(
          RULE,
          'an attack is made by one whole crew or Away Team (its unstopped members able to fight) against one whole opposing crew or Away Team present (those in stasis excepted) or the Rogue Borg there',
        ),
      );
};

const sameMembers = (a: ReadonlyArray<CardId>, b: ReadonlyArray<CardId>): boolean =>
  a.length === b.length && new Set(b).size === b.length && a.every((id) => b.includes(id));

// Asteroid Sanctuary: "hides ship to prevent any battle initiated against that ship for this turn"
const checkNotHidden = (command: InitiateCommand, game: GameState): E.Either<RuleError, void> =>
  command.kind === 'ship' && isHidden(command.target)(game)
    ? E.left(
        ruleError(
          'Asteroid Sanctuary',
          `${blueprintOf(command.target)(game).title} is hidden: no battle may be initiated against it this turn`,
        ),
      )
    : E.right(undefined);
