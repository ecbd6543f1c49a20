// Issue #14: the general verb `forThisTurn` ("… for this turn", "… for rest of turn", "… for one turn",
// cards/language/verb-language.ts): what it does to one selected card until the end of the turn. Each turn effect is
// kept in the turn's record (domain/core/this-turn.ts) and ends with it (Rulebook 12.3 Control for a turn; Transwarp
// Conduit, Tachyon Detection Grid, Asteroid Sanctuary, Neural Servo Device, Hugh, Alternate Universe Door, Tetryon
// Field).
import type { TurnEffect } from '../../cards/language/language';
import { nullifyAttackThisTurn } from '../battle-rules/self-controlled';
import { blueprintOf, type CardId, type GameState } from '../core/game-state';
import { addThisTurn } from '../core/this-turn';
import { allowPassThrough } from '../orders/pass-through';
import { controlShipAndCrewThisTurn } from './control';
import { valueChanges } from './gained-skills';
import { hideThisTurn } from './hiding';
import type { PlayChoices } from './immediate';
import { decloakThisTurn, modifyThisTurn } from './until-end-of-turn';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * A turn effect given to one card, for the card played (its source) and its player.
 * @category operations
 */
export const giveForThisTurn =
  (effect: TurnEffect, id: CardId, choices: PlayChoices) =>
  (game: GameState): GameState => {
    switch (effect.kind) {
      case 'modify':
        return modifyThisTurn(
          id,
          valueChanges(effect.values, effect.amount, choices)(game),
          effect.op,
          choices.card,
        )(game);
      case 'decloak':
        return decloakThisTurn(id)(game);
      // Rulings "Tetryon Field": held by the card played (its source), whose title the move order's refusal names
      case 'noMove':
        return addThisTurn({ kind: 'noMove', ship: id, by: titleOf(choices.card, game) })(game);
      case 'hide':
        return hideThisTurn(id, effect.if)(game);
      case 'control':
        return controlShipAndCrewThisTurn(id, effect.unless, choices.player)(game);
      // Hugh: a self-controlled Borg Ship does not attack this turn; no effect on another card
      case 'nullifyAttack':
        return nullifyAttackThisTurn(id)(game);
      case 'passThrough':
        return allowPassThrough(id, effect.barrier)(game);
    }
  };

// Helpers

const titleOf = (card: CardId | undefined, game: GameState): string =>
  card === undefined ? 'card text' : blueprintOf(card)(game).title;
