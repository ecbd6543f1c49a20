// Lore Returns (premiere/lorereturns), event: "Plays where {Rogue Borg} have eliminated a ship's crew. With Lore, your
// {Rogue Borg} may now use ship to attack ships and/or beam to battle Away Teams." The event stays on the ship; while
// it does and a Rogue Borg its player owns is aboard, that player may, as an order of their turn, have the ship attack
// one ship at its location, or have its Rogue Borg beam down to battle an Away Team on the planet there
// (`rogueBorg.attack`, naming the ship or a personnel of the Away Team): a ship battle or a Rogue Borg battle initiated
// by no player (Rulings "battle": Rogue Borg are self-controlled), run by the play phase's self-controlled child with
// the Rogue Borg's battles "now". Readings: "your {Rogue Borg}" are the Rogue Borg cards you own; "With Lore" is the
// event itself (no Lore personnel needed); the ship keeps its controller (its destruction is an ordinary ship's, not
// the Borg Ship's); it is used once each turn, and fires only in its attack (it does not return fire or join a
// defense: no personnel of its controller aboard); every Rogue Borg aboard able to act beams down (Rulebook 7.1.1,
// the ship's transporters), the Away Team is its player's personnel on the planet, and the Rogue Borg stay there.
import * as E from 'fp-ts/Either';
import type { SelfControlledAttack } from '../battle-rules/battle-model';
import * as RogueBorg from '../battle-rules/rogue-borg';
import { SELF_CONTROLLED } from '../battle-rules/self-controlled';
import { canAct, isCloaked } from '../cards-in-play/presence';
import { attribute } from '../cards-in-play/skills';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { checkGivingOrders } from '../orders';
import { hasTransporters } from '../orders/beam';
import { beginOrders } from '../orders/turn-state';
import type { RogueBorgAttackOrder } from '../turn/turn-port';
import { permissionsInPlay } from './in-play';
import { allows } from './permissions';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const RULE = 'Lore Returns';
/** The record of an attack ordered this turn and not yet run: `loreReturnsAttack:<card>><target>`. */
const DUE = 'loreReturnsAttack';
const ATTACKED = 'loreReturnsAttacked';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Lore Returns: "your {Rogue Borg} may now use ship"
/**
 * Whether the Rogue Borg of a player whom a card on `ship` allows to attack with it (`allow('attack', { cards: 'host'
 * })`) may use it now: one of theirs aboard, able to act.
 * @category predicates
 */
export const mayUseShip =
  (ship: CardId) =>
  (game: GameState): boolean =>
    shipsAllowed(game).some((a) => a.ship === ship && hasOwnRogueBorgAboard(ship, a.player, game));

// Lore Returns: "your {Rogue Borg} may now use ship to attack ships" (Rulebook 7.4: ships at the same location)
/**
 * Right when the attack order is legal now: `player`'s turn, their Lore Returns on a ship their Rogue Borg may use,
 * able to fire (uncloaked, undocked, WEAPONS), which has not attacked this turn; the target another uncloaked ship at
 * its location.
 * @category predicates
 */
export const checkAttack =
  (command: RogueBorgAttackOrder) =>
  (game: GameState): E.Either<RuleError, void> => {
    const orders = checkGivingOrders(command.player)(game);
    if (E.isLeft(orders)) return orders;
    const allowed = shipsAllowed(game).find((a) => a.card === command.card);
    if (allowed === undefined || allowed.player !== command.player)
      return E.left(ruleError(RULE, 'No Lore Returns of yours is on a ship'));
    const ship = allowed.ship;
    if (!mayUseShip(ship)(game) || !canAttack(ship, game))
      return E.left(ruleError(RULE, 'Your Rogue Borg cannot use the ship to attack now'));
    if (isOrdered(command.card, game))
      return E.left(ruleError(RULE, 'The ship of your Rogue Borg has attacked this turn'));
    return isTarget(ship, command.target, game)
      ? E.right(undefined)
      : E.left(
          ruleError(
            RULE,
            'The target must be another uncloaked ship there, or an Away Team on the planet there',
          ),
        );
  };

/**
 * Whether an attack ordered by Lore Returns is due now (ordered and not yet run).
 * @category predicates
 */
export const hasAttackDue = (game: GameState): boolean =>
  game.textThisTurn?.turn === game.turn.number &&
  game.textThisTurn.used.some((key) => key.startsWith(`${SELF_CONTROLLED}:${DUE}:`) && !isRun(key, game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every legal attack order of `player`: each Lore Returns of theirs against each ship it may attack.
 * @category operations
 */
export const attackCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<RogueBorgAttackOrder> =>
    shipsAllowed(game).flatMap(({ card, ship, player: allowedTo }) => {
      if (allowedTo !== player) return [];
      const location = getCard(ship)(game).zone;
      if (location.kind !== 'atLocation') return [];
      const surface = { kind: 'planetSurface', location: location.location } as const;
      return [...cardsIn(location)(game), ...cardsIn(surface)(game)]
        .map((target) => ({ type: 'rogueBorg.attack', player, card, target }) as const)
        .filter((command) => E.isRight(checkAttack(command)(game)));
    });

// Rulebook 7.4 Battle: initiating a battle is an order; the battle runs once the order is given
/**
 * The game with the attack recorded as due (the play phase runs it at once) and orders begun.
 * @category operations
 */
export const orderAttack =
  (command: RogueBorgAttackOrder) =>
  (game: GameState): GameState =>
    useThisTurn(SELF_CONTROLLED, `${DUE}:${command.card}>${command.target}`)(beginOrders(game));

/**
 * The battle an attack ordered by Lore Returns is now: the ship against its one target ship, or the Rogue Borg aboard,
 * beamed down, against the target's Away Team; and the game recording that it ran. Throws when none is due (a
 * programming error: guarded by `hasAttackDue`).
 * @category operations
 */
export const dueAttack = (
  game: GameState,
): { readonly game: GameState; readonly attack: SelfControlledAttack | RogueBorg.RogueBorgAttack } => {
  const key = game.textThisTurn?.used.find(
    (k) => k.startsWith(`${SELF_CONTROLLED}:${DUE}:`) && !isRun(k, game),
  );
  if (key === undefined) throw new Error('dueAttack: no Lore Returns attack is due');
  const [card, target] = key.slice(`${SELF_CONTROLLED}:${DUE}:`.length).split('>') as [CardId, CardId];
  const ship = hostOf(card, game) as CardId;
  const zone = getCard(ship)(game).zone;
  if (zone.kind !== 'atLocation') throw new Error('dueAttack: the Lore Returns ship is not at a location');
  const ran = useThisTurn(SELF_CONTROLLED, `${ATTACKED}:${card}`)(game);
  if (getCard(target)(game).zone.kind === 'planetSurface') return beamDownToBattle(ship, target)(ran);
  const attack: SelfControlledAttack = {
    kind: 'selfControlled',
    attacker: ship,
    location: zone.location,
    targets: [target],
  };
  return { game: ran, attack };
};

// Lore Returns: "beam to battle Away Teams" (Rulebook 7.1.1 Beam; 7.4 "Rogue Borg battle")
/**
 * The Rogue Borg aboard `ship` able to act beamed down to the planet surface of `target`, and their personnel battle
 * against the Away Team there of `target`'s controller.
 * @category operations
 */
export const beamDownToBattle =
  (ship: CardId, target: CardId) =>
  (game: GameState): { readonly game: GameState; readonly attack: RogueBorg.RogueBorgAttack } => {
    const place = getCard(target)(game).zone;
    const defender = getCard(target)(game).controller;
    const attackers = RogueBorg.rogueBorgAboard(ship)(game).filter((id) => canAct(id)(game));
    const beamed = attackers.reduce((g, id) => moveCard(id, place)(g), game);
    const text = `${attackers.map((id) => named(id)(game)).join(', ')} beam down from ${named(ship)(game)}`;
    const defenders = cardsIn(place)(beamed).filter(
      (id) => getCard(id)(beamed).controller === defender && isPersonnel(id, beamed) && canAct(id)(beamed),
    );
    return {
      game: record(text, ship)(beamed),
      attack: { kind: 'rogueBorg', place, attackers, defender, defenders },
    };
  };

// Rogue Borg Mercenaries: "Battles crew now"; Lore Returns: the ship's attack, once ordered
/**
 * Whether the Rogue Borg have a battle due now: a Lore Returns attack ordered, or a crew to battle "now".
 * @category predicates
 */
export const hasBattleNow = (game: GameState): boolean => hasAttackDue(game) || RogueBorg.hasBattleDue(game);

/**
 * The battle the Rogue Borg fight now: the Lore Returns attack first, else the crew battle "now".
 * @category operations
 */
export const dueBattleNow = (game: GameState) =>
  hasAttackDue(game) ? dueAttack(game) : RogueBorg.dueAttack(game);

// Helpers

const hostOf = (card: CardId, game: GameState): CardId | null => {
  const zone = game.cards[card]?.zone;
  return zone?.kind === 'playedOn' ? zone.host : null;
};

// Rulebook 7.4 "when permitted … by a card": each card in play allowing its player to attack with the ship it is on
const shipsAllowed = (
  game: GameState,
): ReadonlyArray<{ readonly card: CardId; readonly player: PlayerId; readonly ship: CardId }> =>
  permissionsInPlay(
    'allow',
    'attack',
  )(game).flatMap((entry) => {
    const ship = hostOf(entry.source.id, game);
    const player = entry.source.controller;
    return ship !== null && allows(entry, { player, card: ship })(game)
      ? [{ card: entry.source.id, player, ship }]
      : [];
  });

const hasOwnRogueBorgAboard = (ship: CardId, player: PlayerId, game: GameState): boolean =>
  RogueBorg.rogueBorgAboard(ship)(game).some((id) => getCard(id)(game).owner === player && canAct(id)(game));

const canAttack = (ship: CardId, game: GameState): boolean =>
  getCard(ship)(game).zone.kind === 'atLocation' &&
  !isCloaked(ship)(game) &&
  canAct(ship)(game) &&
  attribute(ship, 'WEAPONS')(game) > 0;

const isTarget = (ship: CardId, target: CardId, game: GameState): boolean => {
  const zone = game.cards[target]?.zone;
  const at = getCard(ship)(game).zone;
  if (zone?.kind === 'planetSurface')
    return (
      at.kind === 'atLocation' &&
      zone.location === at.location &&
      isPersonnel(target, game) &&
      canAct(target)(game) &&
      hasTransporters(ship)(game)
    );
  return (
    target !== ship &&
    zone?.kind === 'atLocation' &&
    at.kind === 'atLocation' &&
    zone.location === at.location &&
    blueprintOf(target)(game).type === 'Ship' &&
    !isCloaked(target)(game)
  );
};

const isOrdered = (card: CardId, game: GameState): boolean =>
  game.textThisTurn?.turn === game.turn.number &&
  game.textThisTurn.used.some((key) => key.startsWith(`${SELF_CONTROLLED}:${DUE}:${card}>`));

const isRun = (key: string, game: GameState): boolean => {
  const card = key.slice(`${SELF_CONTROLLED}:${DUE}:`.length).split('>')[0];
  return usedThisTurn(SELF_CONTROLLED, `${ATTACKED}:${card}`)(game);
};

/** A personnel, not a Rogue Borg: one of an Away Team. */
const isPersonnel = (id: CardId, game: GameState): boolean =>
  blueprintOf(id)(game).type === 'Personnel' && !RogueBorg.isRogueBorg(id)(game);
