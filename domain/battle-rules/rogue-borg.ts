// Rogue Borg (Current Rulings "battle": "The Borg Ship dilemma and Rogue Borg are considered self-controlled …
// Personnel and Rogue Borg can be present together on the same planet, ship, facility or site (for personnel battle)";
// "empty ship": Rogue Borg "battle like personnel"). A Rogue Borg is a card in play whose declared text says it is one
// (Rogue Borg Mercenaries, Crosis), aboard a ship, controlled by the pseudo-player `SELF_CONTROLLED`. Rogue Borg
// Mercenaries: "Battles crew now and at start of every players' turn": the Rogue Borg aboard form one personnel force
// against the ship's crew (Rulebook 7.4 "Rogue Borg battle"), a battle the text demands (the general verb `battle`,
// `battleNow`: once the card resolves, and by its trigger on the start of every turn) and the play phase runs at its
// next step. Readings: the crew is the ship's controller's personnel aboard (Rulebook 12.4); the Rogue Borg battle
// whether stopped or not (their text, not an order); the Rogue Borg aboard a ship battle at most once for the
// demands made before it. Which cards are Rogue Borg the chapter asks its query points
// (domain/battle-rules/rogue-borg-abilities.ts).
import * as O from 'fp-ts/Option';
import { canAct, crewOf } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { ask } from '../core/query-points';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { declaredRogueBorg, rogueBorgCallers } from './rogue-borg-abilities';
import { SELF_CONTROLLED } from './self-controlled';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A personnel battle no player initiates: the Rogue Borg aboard a ship battle its crew. */
export interface RogueBorgAttack {
  readonly kind: 'rogueBorg';
  readonly place: Zone;
  readonly attackers: ReadonlyArray<CardId>;
  readonly defender: PlayerId;
  readonly defenders: ReadonlyArray<CardId>;
}

const NOW = 'rogueBorgBattleNow';
const BATTLED = 'rogueBorgBattled';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulings "battle": Rogue Borg are self-controlled
/**
 * Whether a card is a Rogue Borg: self-controlled and declared one.
 * @category predicates
 */
export const isRogueBorg =
  (id: CardId) =>
  (game: GameState): boolean => {
    const card = game.cards[id];
    return card !== undefined && card.controller === SELF_CONTROLLED && ask(declaredRogueBorg, id)(game);
  };

/**
 * The Rogue Borg aboard a ship.
 * @category predicates
 */
export const rogueBorgAboard =
  (ship: CardId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    cardsIn({ kind: 'aboard', carrier: ship })(game).filter((id) => isRogueBorg(id)(game));

// Rogue Borg Mercenaries: "Battles crew now and at start of every players' turn"
/**
 * The ship whose Rogue Borg have a battle due now (one aboard demanded a battle, `battleNow`, and none aboard battled
 * since), if any; only where both forces have someone able to fight.
 * @category predicates
 */
export const shipWithBattleDue = (game: GameState): O.Option<CardId> => {
  if (!hasDemand(game)) return O.none;
  const callers = ask(rogueBorgCallers, undefined)(game);
  for (const source of callers.filter((id) => demanded(id, game))) {
    const zone = getCard(source)(game).zone;
    if (zone.kind !== 'aboard' || battled(source, game) || !isRogueBorg(source)(game)) continue;
    if (canBattle(zone.carrier, game)) return O.some(zone.carrier);
  }
  return O.none;
};

/**
 * Whether Rogue Borg have a battle due now (see `shipWithBattleDue`).
 * @category predicates
 */
export const hasBattleDue = (game: GameState): boolean => O.isSome(shipWithBattleDue(game));

// Lore Returns: "Plays where {Rogue Borg} have eliminated a ship's crew"
/**
 * Whether `ship` has no crew left and a Rogue Borg `player` owns aboard.
 * @category predicates
 */
export const isCrewEliminatedByRogueBorgOf =
  (player: PlayerId, ship: CardId) =>
  (game: GameState): boolean =>
    getCard(ship)(game).zone.kind === 'atLocation' &&
    rogueBorgAboard(ship)(game).some((id) => getCard(id)(game).owner === player) &&
    !cardsIn({ kind: 'aboard', carrier: ship })(game).some(
      (id) => blueprintOf(id)(game).type === 'Personnel' && !isRogueBorg(id)(game),
    );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The battle the Rogue Borg of the ship with a battle due fight now, and the game recording that every Rogue Borg
 * aboard battled this turn; throws when none is due (a programming error: guarded by `hasBattleDue`).
 * @category operations
 */
export const dueAttack = (
  game: GameState,
): { readonly game: GameState; readonly attack: RogueBorgAttack } => {
  const ship = shipWithBattleDue(game);
  if (O.isNone(ship)) throw new Error('dueAttack: no Rogue Borg have a battle due');
  const aboard = rogueBorgAboard(ship.value)(game);
  const attack: RogueBorgAttack = {
    kind: 'rogueBorg',
    place: { kind: 'aboard', carrier: ship.value },
    attackers: aboard.filter((id) => canAct(id)(game)),
    defender: getCard(ship.value)(game).controller,
    defenders: crewOf(ship.value)(game).filter((id) => canAct(id)(game)),
  };
  const marked = aboard.reduce((g, id) => useThisTurn(SELF_CONTROLLED, `${BATTLED}:${id}`)(g), game);
  return { game: marked, attack };
};

// Rogue Borg Mercenaries: "Battles crew now and at start of every players' turn"
/**
 * Records that the Rogue Borg `card` battles the crew of its ship now, when both forces have someone able to fight
 * (the play phase then runs the battle at its next step); unchanged otherwise.
 * @category operations
 */
export const battleNow =
  (card: CardId) =>
  (game: GameState): GameState => {
    const zone = getCard(card)(game).zone;
    return zone.kind === 'aboard' && isRogueBorg(card)(game) && canBattle(zone.carrier, game)
      ? useThisTurn(SELF_CONTROLLED, `${NOW}:${card}`)(game)
      : game;
  };

// Helpers

/** Both forces have someone able to fight: a Rogue Borg aboard and a personnel of the crew. */
const canBattle = (ship: CardId, game: GameState): boolean =>
  rogueBorgAboard(ship)(game).some((id) => canAct(id)(game)) &&
  crewOf(ship)(game).some((id) => canAct(id)(game));

const battled = (id: CardId, game: GameState): boolean =>
  usedThisTurn(SELF_CONTROLLED, `${BATTLED}:${id}`)(game);

const demanded = (id: CardId, game: GameState): boolean =>
  usedThisTurn(SELF_CONTROLLED, `${NOW}:${id}`)(game);

/** A fast answer for the hot path: whether any battle "now" was demanded this turn. */
const hasDemand = (game: GameState): boolean =>
  game.textThisTurn?.turn === game.turn.number &&
  game.textThisTurn.used.some((key) => key.startsWith(`${SELF_CONTROLLED}:${NOW}:`));
