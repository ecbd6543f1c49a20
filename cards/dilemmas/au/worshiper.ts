// Worshiper (au/worshiper), [P] dilemma, 5 points:
// "If Away Team's Greed>Honor, score bonus points. Otherwise, Away Team is stopped unless {Edo Vessel} or Anthropology
// present. Discard dilemma."
// Greed>Honor compares the skill levels of the Away Team (Rulebook "Using Skills"); the points are the card's point
// box, scored by its text only.
import {
  card,
  either,
  everyone,
  ifElse,
  moreSkill,
  requires,
  scoreBonusPoints,
  select,
  skill,
  stop,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const worshiper: DilemmaDeclaration = {
  blueprint: 'au/worshiper',
  effects: [
    ifElse(
      moreSkill('Greed', 'Honor'),
      [scoreBonusPoints],
      [
        unless(requires(either(card('Edo Vessel'), skill('Anthropology'))), [
          select('worshipping', everyone),
          stop('worshipping'),
        ]),
      ],
    ),
  ],
  disposition: 'discardDilemma',
};
