// ARCHITECTURE principle 6 ("Cards are data") and issue #14: a printing's game text as declared in the card language
// (cards/effects, through the card text registry), for the rules that read a text's parts without interpreting it
// (does it seed on the table? what does it respond to?). A port (./ports.ts) the card text interpreters implement
// (domain/card-effects) and domain/game/interpreters.ts plugs in, so that no chapter imports the registry.
import type * as O from 'fp-ts/Option';
import type { BlueprintId } from '../../cards/blueprint';
import type { CardText } from '../../cards/language/language';
import { port, use } from './ports';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The declared card texts, read by blueprint. */
export interface DeclaredTexts {
  /** The printing's game text in the card language, none when it is not declared. */
  readonly declaredText: (blueprint: BlueprintId) => O.Option<CardText>;
}

/**
 * The port of the declared card texts.
 * @category model
 */
export const declaredTextsPort = port<DeclaredTexts>('cards.declaredTexts');

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The printing's declared game text, none when it is not declared.
 * @category operations
 */
export const declaredText = (blueprint: BlueprintId): O.Option<CardText> =>
  use(declaredTextsPort).declaredText(blueprint);
