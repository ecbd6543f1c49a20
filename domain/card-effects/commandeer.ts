// Commandeer Ship: "Plays on your unstopped Computer Skill personnel who is unopposed aboard opponent's ship … That
// personnel commandeers ship and, while objective in play, may meet up to three of its staffing icons." The personnel
// the card plays on commandeers the ship it is aboard (Rulebook "Commandeering", domain/special-rules/commandeering.ts), the only
// personnel of the commandeering crew, so the ship takes its affiliation; the card records the ship it commandeered
// (its long-term target, `CardInstance.affects`), the ship whose staffing icons the personnel may meet.
import * as E from 'fp-ts/Either';
import { affiliationOf } from '../cards-in-play/affiliation';
import { canAct } from '../cards-in-play/presence';
import { type CardId, type GameState, getCard, updateCard } from '../core/game-state';
import { commandeer } from '../special-rules/commandeering';
import type { Interpreter } from './immediate';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Commandeering": "control transfers to you and the card's affiliation changes to the affiliation of one of
// the personnel … in the commandeering crew"
/**
 * The personnel the card targets commandeers the ship or facility it is aboard, in its affiliation; the card records
 * that ship (the game unchanged if commandeering is refused: the play's filter keeps that from happening).
 * @category operations
 */
export const targetCommandeersCarrier: Interpreter<'targetCommandeersCarrier'> =
  (_effect, choices) => (game) => {
    const personnel = choices.targetCard;
    const zone = personnel === null ? undefined : game.cards[personnel]?.zone;
    const affiliation = personnel === null ? null : affiliationOf(personnel)(game);
    if (personnel === null || zone?.kind !== 'aboard' || affiliation === null) return game;
    const carrier = zone.carrier;
    const taken = commandeer({ player: choices.player, target: carrier, by: [personnel], affiliation })(game);
    if (E.isLeft(taken)) return game;
    const card = choices.card;
    return card === undefined || taken.right.cards[card] === undefined
      ? taken.right
      : updateCard(card, (c) => ({
          ...c,
          affects: { player: choices.player, cards: [carrier], status: null },
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
