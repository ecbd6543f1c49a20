// Rulebook 12.11 Set, Add, Multiply (S.A.M.): which cards lower a card's attributes. Regenerate: "fully repair and
// "stop" any {Borg Ship} dilemma or Borg ship (nullifying any cards reducing its attributes)": the selection
// `cardsReducingAttributesOf` (cards/language/build-verbs.ts) names them, for the verb `nullify` (./nullify.ts).
import * as Sam from '../cards-in-play/sam';
import { type AttributeName, modifiersOn, printedAttribute } from '../cards-in-play/skills';
import { blueprintOf, type CardId, type GameState } from '../core/game-state';

/** Every attribute a card may print: personnel (12.11) and ships, facilities and self-controlled space dilemmas. */
const ATTRIBUTES: ReadonlyArray<AttributeName> = [
  'INTEGRITY',
  'CUNNING',
  'STRENGTH',
  'RANGE',
  'WEAPONS',
  'SHIELDS',
];

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The cards (the card itself excepted) with a modifier that, alone, lowers one of the card's attributes from its printed
 * value (an add below 0, a multiply below 1, a set below the printed value): cards in play, and cards gone whose lasting
 * effect still does (an interrupt's modifier "for this turn").
 * @category operations
 */
export const cardsReducingAttributes =
  (card: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const blueprint = blueprintOf(card)(game);
    const sources = ATTRIBUTES.flatMap((name) => {
      const printed = printedAttribute(name)(blueprint);
      return modifiersOn(card, { kind: 'attribute', name })(game)
        .filter((m) => Sam.apply(printed, [m]) < printed)
        .map((m) => m.source);
    });
    return [...new Set(sources)].filter((id) => id !== card && game.cards[id] !== undefined);
  };
