// The immediate effect `shuffle` (cards/language/immediate-effects.ts): a player's pile shuffled, or cards shuffled into
// their owners' piles. Rulebook 12.14 Random selection: the game's random generator shuffles (ARCHITECTURE principle 3).
import type { Pile, Shuffle, Whose } from '../../cards/language/language';
import { record } from '../core/chronicle';
import { type CardId, type GameState, moveCard, type PlayerId, shuffleZone } from '../core/game-state';
import type { PlayChoices } from './immediate';
import { selected } from './selection';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const PILE_NAMES: Readonly<Record<Pile, string>> = {
  hand: 'hand',
  discard: 'discard pile',
  drawDeck: 'draw deck',
};

const whose = (w: Whose, choices: PlayChoices): PlayerId =>
  w === 'you' ? choices.player : (choices.targetPlayer ?? choices.player);

// "Shuffle … into …": each card to its owner's pile, then each pile that received one shuffled; the chronicle counts the
// cards without naming them (Rulebook "Looking at Cards": a draw deck's cards are hidden)
const shuffleCardsInto =
  (cards: ReadonlyArray<CardId>, into: Pile) =>
  (game: GameState): GameState => {
    const owners = [...new Set(cards.map((id) => game.cards[id]?.owner).filter((o) => o !== undefined))];
    const moved = cards.reduce((g, id) => {
      const owner = g.cards[id]?.owner;
      return owner === undefined ? g : moveCard(id, { kind: into, player: owner })(g);
    }, game);
    return owners.reduce((g, owner) => {
      const count = cards.filter((id) => game.cards[id]?.owner === owner).length;
      const told = `${owner} shuffles ${count} card${count === 1 ? '' : 's'} into their ${PILE_NAMES[into]}`;
      return record(told)(shuffleZone({ kind: into, player: owner })(g));
    }, moved);
  };

// Rulebook 12.14 Random selection: "shuffle entire hand", "re-shuffle the cards in their draw deck"; "shuffle your
// discard pile into draw deck" (the cards the selection names, into their owners' piles)
/**
 * The immediate effect `shuffle`: the pile of the player `whose` names shuffled, or the selected cards moved to their
 * owners' piles `into`, each such pile then shuffled.
 * @category operations
 */
export const shuffle =
  (effect: Shuffle, choices: PlayChoices) =>
  (game: GameState): GameState =>
    'into' in effect
      ? shuffleCardsInto(selected(effect.select, choices)(game), effect.into)(game)
      : shuffleZone({ kind: effect.pile, player: whose(effect.whose, choices) })(game);
