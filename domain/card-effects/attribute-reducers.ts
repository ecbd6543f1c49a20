// Rulebook 12.11 Set, Add, Multiply (S.A.M.): which cards in play lower a card's attributes. Regenerate: "fully repair
// and "stop" any {Borg Ship} dilemma or Borg ship (nullifying any cards reducing its attributes)": the selection
// `cardsReducingAttributesOf` (cards/language/build-verbs.ts) names them, for a verb such as `discard` to nullify.
import { isInPlay } from '../cards-in-play/persona';
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
 * The cards in play (the card itself excepted) with a modifier that, alone, lowers one of the card's attributes from
 * its printed value: an add below 0, a multiply below 1, a set below the printed value.
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
    return [...new Set(sources)].filter((id) => {
      const source = game.cards[id];
      return id !== card && source !== undefined && isInPlay(source);
    });
  };
