// Vulcan Mindmeld (premiere/VulcanMindmeld), interrupt:
// "Plays on your Mindmeld personnel. Personnel gains the skills of one of your other personnel present until end of
// turn. Discard interrupt."
// The card play names the other personnel (`take`), one able to act (Rulebook 10.2.3: a disabled personnel's skills
// may not be used); "the skills" are its printed regular skills, not its classification (Rulebook "Using Skills": "You
// may only select or modify regular skills"), added to the target for this turn.
import {
  ableToAct,
  allOf,
  forThisTurn,
  hasSkill,
  modifiedBy,
  ofType,
  onCard,
  oneChosenOf,
  othersPresentWithOf,
  skillsOf,
  theTarget,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const vulcanMindmeld: CardText = {
  blueprint: 'premiere/VulcanMindmeld',
  plays: onCard(allOf(yours, ofType('Personnel'), hasSkill('Mindmeld'))),
  immediate: [
    forThisTurn(
      theTarget,
      modifiedBy(
        skillsOf(oneChosenOf(othersPresentWithOf(theTarget, allOf(yours, ofType('Personnel'), ableToAct)))),
        'add',
        1,
      ),
    ),
  ],
};
