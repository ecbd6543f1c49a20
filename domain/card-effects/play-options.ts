// Issue #14: the choice of options of card text (the verb `option`, cards/language/option-language.ts): "… OR …" as
// a card is played, chosen by the player whose card it is, who names one option's label in the play (`option`).
// Battle Bridge Door: "Allows you to draw two extra Tactic cards (cumulative) or enhances each of your ships' and
// facilities' WEAPONS +1".
import * as E from 'fp-ts/Either';
import type { CardText, ImmediateEffect } from '../../cards/language/language';
import type { PlayText } from '../card-play/play-text';
import { type RuleError, ruleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const PLAY = 'Play a Card';

/**
 * The options of a text's first choice ("… OR …") that its player names in the play, none for a text without one (an
 * option its player's opponent names follows the play: ./option-choice.ts).
 */
const optionsOf = (text: CardText): ReadonlyArray<string> =>
  (text.immediate ?? [])
    .find(
      (e): e is Extract<ImmediateEffect, { readonly type: 'option' }> =>
        e.type === 'option' && e.by === 'you',
    )
    ?.options.map((o) => o.label) ?? [];

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Right when the play names one option of its text's choice, or none for a text without one.
 * @category predicates
 */
export const checkOptionChoice = (
  command: PlayText,
  title: string,
  text: CardText,
): E.Either<RuleError, void> => {
  const options = optionsOf(text);
  if (options.length === 0)
    return command.option === undefined
      ? E.right(undefined)
      : E.left(ruleError(PLAY, `${title} has no option to choose.`));
  return command.option !== undefined && options.includes(command.option)
    ? E.right(undefined)
    : E.left(ruleError(PLAY, `${title}: choose one option: ${options.join(' or ')}.`));
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The play once for each option of its text's choice, or the play itself for a text without one.
 * @category operations
 */
export const withOptions = (text: CardText, play: PlayText): ReadonlyArray<PlayText> => {
  const options = optionsOf(text);
  return options.length === 0 ? [play] : options.map((option) => ({ ...play, option }));
};
