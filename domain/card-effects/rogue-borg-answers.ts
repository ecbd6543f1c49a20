// ARCHITECTURE principle 6 and issue #14: the lasting rules of Rogue Borg cards (`rogueBorg`: "the card is a Rogue
// Borg"; Lore Returns' `allow('attack', { cards: 'host' })`) answer the battle chapter's query points
// (domain/battle-rules/rogue-borg-abilities.ts). Each is relevant only while a card with the rule is in play (the
// index of abilities in play keeps the cards in play that answer each point: `declaredAnswer`).
import * as O from 'fp-ts/Option';
import { declaredRogueBorg, rogueBorgCallers, rogueBorgUseShip } from '../battle-rules/rogue-borg-abilities';
import type { CardId } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { declaredAnswer } from './declared-answer';
import { declaredText, permissionsInPlay, type RuleEffect } from './in-play';
import { mayUseShip } from './lore-returns';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** `rogueBorg`: the lasting rule "the card is a Rogue Borg". */
const isRogueBorg = (text: RuleEffect): text is Extract<RuleEffect, { readonly type: 'rogueBorg' }> =>
  text.type === 'rogueBorg';

// Rulings "battle": Rogue Borg Mercenaries, Crosis
/**
 * `rogueBorg`: the card's own declared text says it is a Rogue Borg.
 * @category operations
 */
export const declaredRogueBorgAnswer: Answer<CardId, boolean> = {
  point: declaredRogueBorg,
  by: 'rogueBorg',
  answer: (id) => (game) => {
    const card = game.cards[id];
    if (card === undefined) return false;
    const text = declaredText(card.blueprint);
    return (
      O.isSome(text) && (text.value.whileInPlay ?? []).some((e) => e.type !== 'modify' && isRogueBorg(e))
    );
  },
};

// Rulings "battle": the Rogue Borg in play, who battle when a text demands it (the general verb `battle`)
/**
 * `rogueBorg`: the cards in play whose text says they are Rogue Borg.
 * @category operations
 */
export const rogueBorgCallersAnswer: Answer<void, ReadonlyArray<CardId>, RuleEffect> = declaredAnswer({
  point: rogueBorgCallers,
  by: 'rogueBorg',
  declaredBy: isRogueBorg,
  answer: (_, rules) => () => rules.map(({ source }) => source.id),
});

// Lore Returns: "your {Rogue Borg} may now use ship to attack ships"
/**
 * `allow('attack')`: the Rogue Borg of the player a card on the ship allows to attack with it may use it now.
 * @category operations
 */
export const rogueBorgUseShipAnswer: Answer<CardId, boolean> = {
  point: rogueBorgUseShip,
  by: 'allow',
  relevant: (game) => permissionsInPlay('allow', 'attack')(game).length > 0,
  answer: mayUseShip,
};

/** The answers of the battle chapter's Rogue Borg query points. */
export const rogueBorgAnswers = [
  declaredRogueBorgAnswer,
  rogueBorgCallersAnswer,
  rogueBorgUseShipAnswer,
] as const;
