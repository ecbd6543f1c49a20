// Double-sided cards (cards/card-sides.ts): flipping a card in play over shows its other side. It is the same card
// (Rulebook "Personas", "Persona Replacement": "Facility personas, such as Terok Nor and Deep Space Nine"; Deep Space
// 9's lore names Terok Nor in bold): the same instance, owner, controller, zone, statuses, damage and affiliation, with
// everything aboard, docked at or played on it (a station's sites too) staying where it is. Nothing enters play, so no
// uniqueness or persona check applies (Rulebook "Entering Play": those limit bringing a card into play); only the
// blueprint, and so the title, text and printed stats, change. A station's sites all stay, even one whose placement
// names only the other side (a `{Deep Space 9}` site on Terok Nor): Rulebook "Sites" says where a site "may be added",
// and nothing removes one already there.
import * as O from 'fp-ts/Option';
import { otherSide } from '../../cards/card-sides';
import { named, record } from '../core/chronicle';
import { blueprintOf, type CardId, type GameState, updateCard } from '../core/game-state';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game with a double-sided card in play showing its other side, recorded in the chronicle under both titles;
 * the game unchanged for a card printed on one side.
 * @category operations
 */
export const flipOver =
  (card: CardId) =>
  (game: GameState): GameState => {
    const instance = game.cards[card];
    const other = instance === undefined ? O.none : otherSide(instance.blueprint);
    if (O.isNone(other)) return game;
    const before = named(card)(game);
    const flipped = updateCard(card, (c) => ({ ...c, blueprint: other.value }))(game);
    return record(`${before} is flipped over: now ${blueprintOf(card)(flipped).title}`, card)(flipped);
  };
