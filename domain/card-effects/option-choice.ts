// Issue #14 ("choices by a named player"): "… OR …" named by the opponent of the card's player (the verb `option` with
// `by: 'opponent'`, cards/language/immediate-effects.ts). Once the card has resolved, its player's opponent names one
// option, a follow-up decision (`card.decide`, kept in `GameState.choosing`: ./follow-up.ts), whose effects then run
// for the card's player. Raise the Stakes: "Your opponent must forfeit the game OR agree the eventual winner may
// randomly select and keep one card from loser's 60-card deck."
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { ImmediateEffect } from '../../cards/language/language';
import { record } from '../core/chronicle';
import { blueprintOf, type CardId, type GameState, getCard, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { resolve } from './immediate';
import { declaredText } from './in-play';

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

type Choice = Extract<ImmediateEffect, { readonly type: 'option' }>;

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
 * The effects of one option of the opponent's choice in the card's declared text, none when there is no such option.
 * @category operations
 */
export const effectsOf = (
  source: CardId,
  option: string,
  game: GameState,
): ReadonlyArray<ImmediateEffect> => {
  const text = declaredText(getCard(source)(game).blueprint);
  const offered = O.isSome(text)
    ? (text.value.immediate ?? []).find((e): e is Choice => e.type === 'option' && e.by === 'opponent')
    : undefined;
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
    return resolve(effectsOf(choice.source, command.option, game), choices)(noted);
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
    effectsOf(choice.source, option, game).some((e) => e.type === 'forfeit' && e.who === 'opponent')
  );
};
