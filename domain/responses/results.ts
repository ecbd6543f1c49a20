// Rulings "actions – step 3: results": when no one answers the innermost action under way, it leaves the response
// window's stack and has its results, which may open windows of their own (a card draw answered in turn).
import * as E from 'fp-ts/Either';
import * as CardPlay from '../card-play/card-play';
import { resolvePlay } from '../card-play/card-play-results';
import { useCardPlay } from '../card-play/card-play-timing';
import { named, record } from '../core/chronicle';
import { actingAs } from '../core/game-events';
import { type GameState, moveCard } from '../core/game-state';
import * as ActionRecord from './action-record';
import { topOf } from './model';
import { openDrawWindows } from './open';
import { responseText } from './response-port';
import { isBeingPlayed } from './valid';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulings "actions – step 3: results": a card play nobody answered has its results (its kills its player's action); a nullified one has none but
// was played (its card play is spent); one returned to hand was not (Energy Vortex: "a different one must be played")
const resolveCardPlay =
  (command: CardPlay.PlayCard) =>
  (game: GameState): GameState => {
    const card = command.card;
    // Temporal Causality Loop: the card play, recorded as an action of its player's turn, is complete
    const completed = (answered: boolean) => ActionRecord.resolveAwaited(card, game, answered);
    if (!isBeingPlayed(card)(game)) {
      if (game.cards[card]?.zone.kind === 'hand') return completed(true)(game);
      return completed(true)(
        useCardPlay(command, game)(record(`${named(card)(game)} is nullified`, card)(game)),
      );
    }
    const inHand = moveCard(card, { kind: 'hand', player: command.player })(game);
    if (
      (command.kind === 'report' ||
        command.kind === 'build' ||
        command.kind === 'timeLocation' ||
        command.kind === 'site') &&
      E.isLeft(CardPlay.canPlay(command)(inHand))
    )
      return completed(false)(
        record(`${named(card)(game)} can no longer be played and stays in hand`, card)(inHand),
      );
    return openDrawWindows(game)(completed(false)(resolvePlay(command)(inHand)));
  };

/**
 * The innermost action leaves the stack and has its results (which may open windows of their own).
 * @category operations
 */
export const resolveTop = (game: GameState): GameState => {
  const responding = game.responding;
  const top = topOf(responding);
  if (responding === undefined || top === undefined) return game;
  const popped = { ...game, responding: { ...responding, stack: responding.stack.slice(0, -1), passed: [] } };
  if (top.kind === 'personnelTargetedToDie') return responseText().dieUnsaved(top)(popped);
  return top.kind === 'cardPlay'
    ? actingAs(top.command.player, resolveCardPlay(top.command))(popped)
    : popped;
};
