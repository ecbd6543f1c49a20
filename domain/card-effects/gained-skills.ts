// Rulebook "Using Skills" ("You may only select or modify regular skills"): the value `skillsOf` of a "for this turn"
// modifier, a card's printed regular skills (a classification is not one of the skills, Rulebook "Personnel": "a
// single classification … and one or more skills"), each read as one skill value at its level. Vulcan Mindmeld:
// "Personnel gains the skills of one of your other personnel present until end of turn" (the skills of the card the
// play names, added); Rulings "skills – doubling skills": doubling a skill is a form of adding skills.
import type { Blueprint, SkillLevel } from '../../cards/blueprint';
import type { SkillsOf, TurnValue } from '../../cards/language/language';
import { blueprintOf, type GameState } from '../core/game-state';
import type { PlayChoices } from './immediate';
import { selected } from './selection';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** One value a "for this turn" modifier changes, and by how much. */
export interface ValueChange {
  readonly value: TurnValue;
  readonly amount: number;
}

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
// operations
// -------------------------------------------------------------------------------------

// Vulcan Mindmeld: "gains the skills of one of your other personnel present"
/**
 * The values a "for this turn" modifier changes, each by `amount`: a value as it is, the skills of a card (`skillsOf`)
 * as one skill value per regular skill, by `amount` times its level (none when the selection names no card).
 * @category operations
 */
export const valueChanges =
  (values: ReadonlyArray<TurnValue | SkillsOf>, amount: number, choices: PlayChoices) =>
  (game: GameState): ReadonlyArray<ValueChange> =>
    values.flatMap((value): ReadonlyArray<ValueChange> => {
      if (value.kind !== 'skillsOf') return [{ value, amount }];
      const card = selected(value.of, choices)(game)[0];
      return card === undefined
        ? []
        : regularSkillsOf(blueprintOf(card)(game)).map((s) => ({
            value: { kind: 'skill', name: s.skill },
            amount: amount * s.level,
          }));
    });
