// Phased Matter (premiere/Phased-Matter), [P] dilemma, with the errata of the Current Rulings:
// "Away Team is split into two Away Teams (your choice). Larger team is phased and cannot beam until cured by ENGINEER
// and SCIENCE in another Away Team on planet."
// Readings: the encountering player picks the larger team (at least half; of equal halves, the one they designate; a
// lone member is the larger team of one and zero). It is phased (Rulings "Phased Matter": invisible and untouchable,
// may not attempt missions; Rulebook 7.6 Cloak: "Phased personnel may not move except by beaming", which this forbids):
// it leaves the attempt, which the smaller team continues, and waits under the dilemma placed on the mission, where no
// card or order reaches it. The cure counts only the encountering player's unphased personnel on the planet (Rulings:
// "Phased personnel may not be used to cure this dilemma"), at once or later; cured, the phased team is released onto
// the planet. Phased cards stay exposed to timeline effects (Anti-Time Anomaly): none is implemented.
import { all, cure, phased, placeOn, requires, select, skill } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const phasedMatter: DilemmaDeclaration = {
  blueprint: 'premiere/Phased-Matter',
  effects: [
    select('larger', { kind: 'largerOfSplit', by: 'encountering' }),
    placeOn('mission'),
    phased('larger'),
    cure(requires(all(skill('ENGINEER'), skill('SCIENCE')))),
  ],
  disposition: 'reseeds',
};
