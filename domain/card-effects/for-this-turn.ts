// Issue #14: the general verb `forThisTurn` ("… for this turn", "… for rest of turn", "… for one turn",
// cards/language/verb-language.ts): what it does to one selected card until the end of the turn. Each turn effect is
// kept in the turn's record (domain/core/this-turn.ts) and ends with it (Rulebook 12.3 Control for a turn; Transwarp
// Conduit, Tachyon Detection Grid, Asteroid Sanctuary, Neural Servo Device, Hugh, Alternate Universe Door).
import type { TurnEffect } from '../../cards/language/language';
import { nullifyAttackThisTurn } from '../battle-rules/self-controlled';
import type { CardId, GameState } from '../core/game-state';
import { controlShipAndCrewThisTurn } from './control';
import { hideThisTurn } from './hiding';
import type { PlayChoices } from './immediate';
import { allowPassThrough } from './pass-through';
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
        return modifyThisTurn(id, effect, choices.card)(game);
      case 'decloak':
        return decloakThisTurn(id)(game);
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
