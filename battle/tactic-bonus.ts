// Rulebook 7.4 ship battle, stage 4 Open Fire (and 5 Return Fire): "plus the ATTACK bonus from the force's current
// tactic (if any). Note that the tactic bonus applies only once, not once per ship"; "plus the DEFENSE bonus from the
// force's current tactic (if any)". A tactic's bonus is its printed `Attack:` or `Defense:` plus each conditional bonus
// whose condition holds: "if you have a Federation ship firing" (a card of the player's force able to fire, `firing`),
// "if you have a Jem'Hadar attack ship defending" (the player's card fired at, `defending`).
import * as O from 'fp-ts/Option';
import type { ShipSelector, TacticBonus, TacticText } from '../cards/effects/tactic-language';
import { affiliationOf } from '../domain/affiliation';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../domain/game-state';
import { tacticText } from '../domain/tactics-damage';
import { shipFight } from './common';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** What a tactic's conditions look at in one volley: the player's cards firing and the player's card fired at. */
export interface Volley {
  readonly firing: ReadonlyArray<CardId>;
  readonly defending: CardId | null;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// "a Federation ship", "a Galaxy-class ship", "a Jem'Hadar attack ship", "a ship with no staffing requirements"
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
      case 'any':
        return true;
    }
  };

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

/**
 * The ATTACK or DEFENSE bonus of the player's current tactic in a volley; 0 without one.
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
          (text: TacticText) => bonusOf(text, to, volley)(game),
        )(tacticText(card)(game)),
    )(currentTactic(player)(game));

// Helpers

const conditional = (bonus: TacticBonus, volley: Volley, game: GameState): number => {
  const cards = bonus.when === 'firing' ? volley.firing : volley.defending === null ? [] : [volley.defending];
  const matching = cards.filter((id) => isSelected(bonus.ship, id)(game)).length;
  return bonus.each === true ? bonus.amount * matching : matching > 0 ? bonus.amount : 0;
};
