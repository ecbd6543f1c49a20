// Rulebook "Countdown Tickdown": a card with a [Countdown] icon that you own counts down one turn at the end of each
// of your turns (not your opponent's), and is discarded when its counter reaches zero. Current Rulings "stasis":
// a countdown card on a card in stasis does not count down. A [Countdown:X] icon's number is set by the card's text,
// which the engine does not read yet: such cards do not count down.
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { leavePlay } from '../cards-in-play/leave-play';
import { cardsInPlay, isInPlay } from '../cards-in-play/persona';
import { isInStasis } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardInstance,
  type GameState,
  type PlayerId,
  updateCard,
} from '../core/game-state';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The number of a card's printed countdown icon (`[Countdown:3]` is the icon `3`), none without one or for `X`.
 * @category predicates
 */
export const countdownIcon = (card: Blueprint): O.Option<number> => {
  const icon = card.icons.find((i) => /^[1-9]$/.test(i));
  return icon === undefined ? O.none : O.some(Number(icon));
};

/** Current Rulings "stasis": a card on (or aboard) a card in stasis is suspended. */
const isSuspended =
  (card: CardInstance) =>
  (game: GameState): boolean =>
    isInStasis(card.id)(game) || (card.zone.kind === 'playedOn' && isInStasis(card.zone.host)(game));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Countdown Tickdown": at the end of each of your turns, the counter counts down one turn
/**
 * Counts down every countdown card in play that `owner` owns by one turn; a card whose counter reaches zero is
 * discarded. The counter starts at the icon's number when the card first counts down.
 * @category operations
 */
export const tickCountdowns =
  (owner: PlayerId) =>
  (game: GameState): GameState => {
    let next = game;
    // none enters play meanwhile (a card leaving play takes others out of play with it): the cards in play suffice
    for (const { id } of cardsInPlay(game)) {
      const card = next.cards[id] as CardInstance;
      if (card.owner !== owner || !isInPlay(card)) continue;
      const icon = countdownIcon(blueprintOf(id)(next));
      if (O.isNone(icon) || isSuspended(card)(next)) continue;
      const left = (card.countdown ?? icon.value) - 1;
      next =
        left <= 0
          ? leavePlay(id, 'discard')(record(`${named(id)(next)}: its countdown expires`, id)(next))
          : updateCard(id, (c) => ({ ...c, countdown: left }))(next);
    }
    return next;
  };
