// Rulebook "Doorways" ("They open up side decks, link different spacelines together, allow special cards to be played,
// and more") and every card whose text joins its uses with "OR": each use is one function of the card, played on its
// own. A card text's own play fields are its first function (number 0, which a play does not name); `CardText.or`
// lists the others, numbered from 1, each with its own placement or response, immediate effects and fate after use.
// The lasting text (while in play, triggers, immunities) is the card's, whichever function it entered play by.
import * as O from 'fp-ts/Option';
import type { CardFunction, CardText } from '../../cards/language/language';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** The card text as played by one of its "OR" functions: the card's lasting text with that function's play fields. */
const asFunction = (text: CardText, use: CardFunction): CardText => {
  const { plays, requires, immediate, afterUse, respondsTo, oncePerTurn, or, ...lasting } = text;
  return { ...lasting, ...use };
};

/** The functions of each declared text, read once (the declarations never change). */
const known = new WeakMap<CardText, ReadonlyArray<CardText>>();

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every function of a card text, in printed order: the text itself first (function 0), then each "OR" use.
 * @category operations
 */
export const functionsOf = (text: CardText): ReadonlyArray<CardText> => {
  let functions = known.get(text);
  if (functions === undefined) {
    functions = [text, ...(text.or ?? []).map((use) => asFunction(text, use))];
    known.set(text, functions);
  }
  return functions;
};

/**
 * The card text as played by function `n` (absent: 0, the text itself), or none when the card has no such function.
 * @category operations
 */
export const functionOf = (text: CardText, n: number | undefined): O.Option<CardText> =>
  O.fromNullable(functionsOf(text)[n ?? 0]);

/**
 * A play command naming the function it uses: no field for function 0.
 * @category operations
 */
export const namingFunction = <C extends object>(command: C, n: number): C =>
  n === 0 ? command : { ...command, function: n };
