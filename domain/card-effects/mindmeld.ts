// Vulcan Mindmeld: "Plays on your Mindmeld personnel. Personnel gains the skills of one of your other personnel
// present until end of turn." The command names the other personnel (`take`); the target gains that personnel's
// printed regular skills (Rulebook "Using Skills": "You may only select or modify regular skills"; a classification
// is not one of the skills, Rulebook "Personnel": "a single classification … and one or more skills") as modifiers
// lasting until the end of this turn (this-turn.ts), read by `Skills.skillLevel` like every modifier.
import type { Blueprint, SkillLevel } from '../../cards/blueprint';
import { canAct, isPresentWith } from '../cards-in-play/presence';
import { blueprintOf, type CardId, cardsIn, type GameState, type PlayerId } from '../core/game-state';
import { addThisTurn } from '../core/this-turn';
import type { Interpreter } from './immediate';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * A personnel's printed regular skills with their levels (its classification left out; each skill of a choice
 * counted, as `Skills.printedSkillLevel` counts them).
 * @category constructors
 */
export const regularSkillsOf = (card: Blueprint): ReadonlyArray<SkillLevel> => {
  if (card.type !== 'Personnel') return [];
  const found: SkillLevel[] = [];
  const single = card.members.length === 0;
  for (const box of single ? [card] : card.members) {
    box.skills.forEach((s, i) => {
      // a single personnel's classification is the first entry of `skills` (a skill printed again adds a level)
      const level = single && i === 0 && s.skill === card.classification ? s.level - 1 : s.level;
      if (level > 0) found.push({ ...s, level });
    });
    for (const choice of box.skillChoices) found.push(...choice);
  }
  return found;
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Vulcan Mindmeld: "one of your other personnel present" (Rulebook 12.4 Present; a disabled personnel's skills may not
// be used, Rulebook 10.2.3)
/**
 * The personnel whose skills `player`'s personnel `target` may gain: their other personnel present that can act.
 * @category predicates
 */
export const skillSharers =
  (player: PlayerId, target: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const host = game.cards[target];
    if (host === undefined) return [];
    const found: CardId[] = [];
    for (const id of cardsIn(host.zone)(game)) {
      const card = game.cards[id];
      if (id === target || card === undefined || card.controller !== player) continue;
      if (blueprintOf(id)(game).type !== 'Personnel') continue;
      if (canAct(id)(game) && isPresentWith(target, id)(game)) found.push(id);
    }
    return found;
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Vulcan Mindmeld: "Personnel gains the skills of one of your other personnel present until end of turn"
/**
 * The target gains, until the end of this turn, each regular skill of the personnel the command takes.
 * @category operations
 */
export const gainSkillsOfYourOtherPersonnelPresent: Interpreter<'gainSkillsOfYourOtherPersonnelPresent'> =
  (_effect, choices) => (game) => {
    const { targetCard: target, take, card: source } = choices;
    if (target === null || take === null || source === undefined) return game;
    const sourceTitle = blueprintOf(source)(game).title;
    return regularSkillsOf(blueprintOf(take)(game)).reduce(
      (g, s) =>
        addThisTurn({
          kind: 'modifier',
          modifier: {
            target,
            value: { kind: 'skill', name: s.skill },
            op: 'add',
            amount: s.level,
            source,
            sourceTitle,
            cumulative: false,
          },
        })(g),
      game,
    );
  };
