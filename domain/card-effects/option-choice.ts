// Issue #14 ("choices by a named player"): "… OR …" named by the opponent of the card's player (the verb `option` with
// `by: 'opponent'`, cards/language/immediate-effects.ts), or by the card's player when a triggered ability holds it (no
// play names it: "When you solve, you may draw two cards", ./text-options.ts). Once the card or ability has resolved,
// that player names one option, a follow-up decision (`card.decide`, kept in `GameState.choosing`: ./follow-up.ts),
// whose effects then run for the card's player. Raise the Stakes: "Your opponent must forfeit the game OR agree the eventual winner may
// randomly select and keep one card from loser's 60-card deck."
import * as E from 'fp-ts/Either';
import type { ImmediateEffect } from '../../cards/language/language';
import { record } from '../core/chronicle';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { resolve } from './immediate';
import { choicesOf } from './text-options';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The options of `source`'s text that `player`, the opponent of `cardPlayer`, names one of. */
export interface OptionChoice {
  readonly kind: 'option';
  readonly player: PlayerId;
  readonly source: CardId;
  /** The card's player, for whom the option's effects run. */
  readonly cardPlayer: PlayerId;
  readonly options: ReadonlyArray<string>;
}

/** The option named. */
export interface OptionCommand {
  readonly type: 'card.decide';
  readonly player: PlayerId;
  readonly option: string;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// "Your opponent must …": only the player named decides, and names one of the options
/**
 * Right when the command names one of the options now offered, by the player who decides, else the rule it breaks.
 * @category predicates
 */
export const check =
  (choice: OptionChoice, command: OptionCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    const title = game.cards[choice.source] === undefined ? 'Option' : blueprintOf(choice.source)(game).title;
    if (command.player !== choice.player)
      return E.left(ruleError(title, `${choice.player} names the option.`));
    return choice.options.includes(command.option)
      ? E.right(undefined)
      : E.left(ruleError(title, `"${command.option}" is not one of: ${choice.options.join(', ')}.`));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The commands that name each option, for the player who decides; none for another.
 * @category operations
 */
export const decisions = (choice: OptionChoice, player: PlayerId): ReadonlyArray<OptionCommand> =>
  player === choice.player ? choice.options.map((option) => ({ type: 'card.decide', player, option })) : [];

/**
 * The effects of one option of the choice waiting in the card's declared text (the opponent's, or a triggered ability's
 * of the card's player), none when there is no such option.
 * @category operations
 */
export const effectsOf = (
  choice: OptionChoice,
  option: string,
  game: GameState,
): ReadonlyArray<ImmediateEffect> => {
  const by = choice.player === choice.cardPlayer ? 'you' : 'opponent';
  const offered = choicesOf(choice.source, game).find(
    (c) => c.by === by && c.options.some((o) => o.label === option),
  );
  return offered?.options.find((o) => o.label === option)?.effects ?? [];
};

/**
 * The game after the option named: the choice closed, noted, and the option's effects run for the card's player.
 * @category operations
 */
export const decide =
  (choice: OptionChoice, command: OptionCommand) =>
  (game: GameState): GameState => {
    const { choosing: _decided, ...rest } = game;
    const noted = record(`${command.player} decides: ${command.option}`, choice.source)(rest);
    const choices = {
      player: choice.cardPlayer,
      card: choice.source,
      targetCard: null,
      targetPlayer: null,
      take: null,
    };
    return resolve(effectsOf(choice, command.option, game), choices)(noted);
  };

// Rulebook L331: an option whose effects make the player who names it forfeit the game ("Your opponent must forfeit
// the game OR …")
/**
 * Whether naming `option` of the opponent's choice now waiting makes the player who names it forfeit the game.
 * @category operations
 */
export const forfeitsTheDecider = (option: string, game: GameState): boolean => {
  const choice = game.choosing;
  return (
    choice?.kind === 'option' &&
    effectsOf(choice, option, game).some((e) => e.type === 'forfeit' && e.who === 'opponent')
  );
};
