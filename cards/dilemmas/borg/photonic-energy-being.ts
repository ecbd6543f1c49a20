// Photonic Energy Being (borg/photonicenergybeing), [S] dilemma, countdown 2:
// "Three crew members (random selection) are held with dilemma atop mission; discard all when countdown expires. Cure
// with [Holo] personnel OR Anthropology and Diplomacy."
// The verb `hold` of Alien Abduction: the dilemma enters play on the mission with the three under it, in no crew.
// "Discard all when countdown expires": the countdown (Rulebook "Countdown Icon", domain/turn/countdown.ts) discards the
// dilemma, and the personnel held with it leave play with it, in the same manner (Rulebook "Leaving Play": "cards played
// on or under it also leave play in the same manner"). The cure is met, then or later, by the encountering player's
// crews present at the space mission (Rulebook "Dilemmas" cures, 12.4 Present); cured, the three are released aboard the
// ship they were held from while it is there (else another of theirs there).
import {
  all,
  atLeast,
  cure,
  hold,
  icon,
  or,
  placeOn,
  random,
  requires,
  select,
  skill,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const photonicEnergyBeing: DilemmaDeclaration = {
  blueprint: 'borg/photonicenergybeing',
  effects: [
    select('held', random(3)),
    placeOn('mission'),
    hold('held'),
    cure(or(atLeast(1, icon('Holo')), requires(all(skill('Anthropology'), skill('Diplomacy'))))),
  ],
  disposition: 'reseeds',
};
