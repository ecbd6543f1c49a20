// Rulebook 7.4 ship battle, stage 4 Open Fire (and 5 Return Fire): "plus the ATTACK bonus from the force's current
// tactic (if any). Note that the tactic bonus applies only once, not once per ship"; "plus the DEFENSE bonus from the
// force's current tactic (if any)". A tactic's bonus is its printed `Attack:` or `Defense:` plus each conditional bonus
// whose condition holds: "if you have a Federation ship firing" (a card of the player's force able to fire, the force
// firing in the battle: the attacker's, the defender's if it returns fire; `firing`),
// "if you have a Jem'Hadar attack ship defending" (the player's card fired at, `defending`), "multiple non-[Bor] ships
// here" (the player's ships at the battle's location, carried ones too: Rulebook "Here"), "vs. Facilities" (the card
// the force fires at).
import * as O from 'fp-ts/Option';
import type {
  BonusCondition,
  ShipSelector,
  TacticBonus,
  TacticText,
} from '../../cards/language/tactic-language';
import { tacticText } from '../cards-in-play/damage-markers';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type PlayerId,
} from '../core/game-state';
import { carriersHere, withCarried } from '../spaceline/location-carriers';
import { current, shipFight } from './battle-under-way';
import { isBattlingSelfControlled } from './self-battle';
import { isSelected } from './ship-selector';
import { defenseBonusFactor } from './tactic-rules';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * What a tactic's conditions look at in one volley: the player's cards firing, the player's card fired at, the card
 * the player's force fires at, the player's ships at the battle's location (none if absent), and the player.
 */
export interface Volley {
  readonly firing: ReadonlyArray<CardId>;
  readonly defending: CardId | null;
  readonly target?: CardId | null;
  readonly here?: ReadonlyArray<CardId>;
  /** The player whose tactic it is ("If battling a [Self] card"). */
  readonly player?: PlayerId;
}

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The player's current tactic in the ship battle under way: played in stage 3 and still on their table (not yet
 * placed as a [Down] damage marker); none otherwise.
 * @category operations
 */
export const currentTactic =
  (player: PlayerId) =>
  (game: GameState): O.Option<CardId> => {
    const current = shipFight(game).tactics?.find((t) => t.player === player)?.current ?? null;
    return current !== null && game.cards[current]?.zone.kind === 'table' ? O.some(current) : O.none;
  };

// Rulebook 7.4 stage 4: a tactic's ATTACK (or DEFENSE) bonus, applied once: printed, plus the conditions that hold
/**
 * The ATTACK or DEFENSE bonus a tactic's text gives in a volley.
 * @category operations
 */
export const bonusOf =
  (text: TacticText, to: TacticBonus['to'], volley: Volley) =>
  (game: GameState): number =>
    text.bonuses
      .filter((b) => b.to === to)
      .reduce((sum, b) => sum + conditional(b, volley, game), to === 'attack' ? text.attack : text.defense);

// Worf: "Doubles DEFENSE bonus of your Tactic (if involved)"
/**
 * The ATTACK or DEFENSE bonus of the player's current tactic in a volley (a DEFENSE bonus doubled by a card of their
 * force that says so); 0 without one.
 * @category operations
 */
export const tacticBonus =
  (player: PlayerId, to: TacticBonus['to'], volley: Volley) =>
  (game: GameState): number =>
    O.match(
      () => 0,
      (card: CardId) =>
        O.match(
          () => 0,
          (text: TacticText) =>
            bonusOf(text, to, { ...volley, here: shipsHere(player)(game), player })(game) *
            (to === 'defense' ? defenseBonusFactor(player)(game) : 1),
        )(tacticText(card)(game)),
    )(currentTactic(player)(game));

// Rulebook "Here": "all ships … that are at the location are 'here'": in space, docked, or carried aboard a ship there
// (Frontal Assault's "multiple non-[Bor] ships here", Determined Assault's "an opponent's ship here")
/**
 * The player's ships at the location of the battle under way, carried ships included.
 * @category operations
 */
export const shipsHere =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    shipsOf(player, withCarried(carriersHere(current(game).location)(game))(game), game);

// Rulebook 12.4 Present: "Ships and facilities are present with all other ships and facilities … at the same location
// (except carried ships)" (Riker Maneuver's "another opposing ship present")
/**
 * The player's ships present at the battle under way: in space or docked at its location, not carried.
 * @category operations
 */
export const shipsPresent =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    shipsOf(player, carriersHere(current(game).location)(game), game);

// Helpers

const shipsOf = (player: PlayerId, cards: ReadonlyArray<CardId>, game: GameState): ReadonlyArray<CardId> =>
  cards.filter((id) => blueprintOf(id)(game).type === 'Ship' && getCard(id)(game).controller === player);

// "if you have a … ship firing" (once, or "for each"), "… defending", "multiple … ships here", "vs. Facilities",
// "for each tactic that has been removed from this game", "If battling a [Self] card"
const conditional = (bonus: TacticBonus, volley: Volley, game: GameState): number => {
  const matching = matchingCount(bonus.when, volley, game);
  return bonus.each === true ? bonus.amount * matching : matching > 0 ? bonus.amount : 0;
};

// Humanity's Last Stand: "each tactic that has been removed from this game": the [Tactic] cards out of play (the zone
// of the cards removed from the game, domain/card-effects/play.ts), any player's
const tacticsRemovedFromGame = (game: GameState): number =>
  game.players
    .flatMap(({ id }) => cardsIn({ kind: 'outOfPlay', player: id })(game))
    .filter((id) => blueprintOf(id)(game).type === 'Tactic').length;

/** How many cards make the condition hold (0: it does not). */
const matchingCount = (when: BonusCondition, volley: Volley, game: GameState): number => {
  const count = (cards: ReadonlyArray<CardId>, ship: ShipSelector) =>
    cards.filter((id) => isSelected(ship, id)(game)).length;
  switch (when.kind) {
    case 'firing':
      return count(volley.firing, when.ship);
    case 'defending':
      return volley.defending === null ? 0 : count([volley.defending], when.ship);
    case 'here': {
      const here = count(volley.here ?? [], when.ship);
      return here >= when.atLeast ? here : 0;
    }
    case 'firingAtFacility': {
      const target = volley.target ?? null;
      return target !== null && blueprintOf(target)(game).type === 'Facility' ? 1 : 0;
    }
    case 'tacticsRemovedFromGame':
      return tacticsRemovedFromGame(game);
    case 'battlingSelfControlled':
      return volley.player !== undefined && isBattlingSelfControlled(volley.player)(game) ? 1 : 0;
    case 'anyOf':
      return Math.max(0, ...when.of.map((c) => matchingCount(c, volley, game)));
  }
};
