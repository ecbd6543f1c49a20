// The general verb `control` by commandeering (Rulebook 12.3 Control, "Commandeering", domain/special-rules/
// commandeering.ts) and Commandeer Ship's staffing: "That personnel commandeers ship and, while objective in play, may
// meet up to three of its staffing icons." The card records the ship commandeered (its long-term target,
// `CardInstance.affects`), the ship whose staffing icons the personnel may meet.
import * as E from 'fp-ts/Either';
import { affiliationOf } from '../cards-in-play/affiliation';
import { canAct } from '../cards-in-play/presence';
import { type CardId, type GameState, getCard, updateCard } from '../core/game-state';
import { commandeer } from '../special-rules/commandeering';
import type { PlayChoices } from './immediate';
import { rulesInPlay } from './in-play';

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

// Commandeer Ship: "while objective in play, [that personnel] may meet up to three of its staffing icons"
/**
 * How many staffing icons of `ship` the personnel may meet by a card played on it (0 when none): the most any such
 * card in play gives, for the ship it commandeered, while the personnel can act.
 * @category operations
 */
export const staffingIconsMet =
  (personnel: CardId, ship: CardId) =>
  (game: GameState): number => {
    const rules = rulesInPlay('hostMeetsStaffingIcons')(game);
    if (rules.length === 0 || !canAct(personnel)(game)) return 0;
    let most = 0;
    for (const { source, effect } of rules) {
      const card = getCard(source.id)(game);
      const on = card.zone.kind === 'playedOn' && card.zone.host === personnel;
      if (on && card.affects?.cards.includes(ship) === true) most = Math.max(most, effect.icons);
    }
    return most;
  };
