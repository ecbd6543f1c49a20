// The choices of options ("… OR …", the verb `option`, cards/language/option-language.ts) a declared card text holds:
// among its immediate effects (the play names one, or the opponent once the card resolved: ./option-choice.ts) and
// among the effects of its triggered abilities, which no play names: their chooser names one once the ability resolved
// ("When you solve, you may draw two cards", Rulebook 7.2 "Solving a Mission" L705).
import * as O from 'fp-ts/Option';
import type { CardText, ImmediateEffect } from '../../cards/language/language';
import { type CardId, type GameState, getCard } from '../core/game-state';
import { declaredText } from './in-play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A choice of options of the effect language. */
export type Choice = Extract<ImmediateEffect, { readonly type: 'option' }>;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const isChoice = (effect: { readonly type: string }): effect is Choice =>
  effect.type === 'option' && 'options' in effect;

const triggeredChoices = (text: CardText): ReadonlyArray<Choice> =>
  (text.triggers ?? []).flatMap((ability) =>
    (ability.effects as ReadonlyArray<{ readonly type: string }>).filter(isChoice),
  );

/**
 * Whether `effect` is a choice of options among the effects of a triggered ability of `card`'s declared text.
 * @category predicates
 */
export const isTriggeredChoice = (effect: Choice, card: CardId, game: GameState): boolean => {
  const text = declaredText(getCard(card)(game).blueprint);
  return O.isSome(text) && triggeredChoices(text.value).includes(effect);
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The choices of options of `card`'s declared text, its immediate effects' first, then its triggered abilities'.
 * @category operations
 */
export const choicesOf = (card: CardId, game: GameState): ReadonlyArray<Choice> => {
  const text = declaredText(getCard(card)(game).blueprint);
  return O.isSome(text)
    ? [...(text.value.immediate ?? []).filter(isChoice), ...triggeredChoices(text.value)]
    : [];
};
