// Vulcan Mindmeld (premiere/VulcanMindmeld), interrupt:
// "Plays on your Mindmeld personnel. Personnel gains the skills of one of your other personnel present until end of
// turn. Discard interrupt."
// The card play names the other personnel (`take`); "the skills" are its printed regular skills, not its
// classification (Rulebook "Using Skills": "You may only select or modify regular skills").
import {
  allOf,
  gainSkillsOfYourOtherPersonnelPresent,
  hasSkill,
  ofType,
  onCard,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const vulcanMindmeld: CardText = {
  blueprint: 'premiere/VulcanMindmeld',
  plays: onCard(allOf(yours, ofType('Personnel'), hasSkill('Mindmeld'))),
  immediate: [gainSkillsOfYourOtherPersonnelPresent],
};
