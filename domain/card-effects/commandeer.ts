// The general verb `control` by commandeering (Rulebook 12.3 Control, "Commandeering", domain/special-rules/
// commandeering.ts): "That personnel commandeers ship". The card records the ship commandeered (its long-term target,
// `CardInstance.affects`): Commandeer Ship's "may meet up to three of its staffing icons" is an `allow('staff')` of
// that ship (`carrier: 'affected'`, domain/card-effects/permissions.ts).
import * as E from 'fp-ts/Either';
import { affiliationOf } from '../cards-in-play/affiliation';
import { type CardId, type GameState, updateCard } from '../core/game-state';
import { commandeer } from '../special-rules/commandeering';
import type { PlayChoices } from './immediate';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 12.3 Control, "Commandeering": "control transfers to you and the card's affiliation changes to the
// affiliation of one of the personnel … in the commandeering crew"
/**
 * The card's player takes control of the ship or facility, commandeered by the personnel named, in the first one's
 * affiliation; the card played records that ship (the game unchanged if commandeering is refused: the play's filter
 * keeps that from happening).
 * @category operations
 */
export const takeControl =
  (target: CardId, by: ReadonlyArray<CardId>, choices: PlayChoices) =>
  (game: GameState): GameState => {
    const affiliation = by[0] === undefined ? null : affiliationOf(by[0])(game);
    if (affiliation === null) return game;
    const taken = commandeer({ player: choices.player, target, by, affiliation })(game);
    if (E.isLeft(taken)) return game;
    const card = choices.card;
    return card === undefined || taken.right.cards[card] === undefined
      ? taken.right
      : updateCard(card, (c) => ({
          ...c,
          affects: { player: choices.player, cards: [target], status: null },
        }))(taken.right);
  };
