// Microbiotic Colony (premiere/microbioticcolony), [S] dilemma:
// "Ship damaged unless SCIENCE, ENGINEER and OFFICER aboard. Discard dilemma."
import { all, damage, requires, skill, unless } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const microbioticColony: DilemmaDeclaration = {
  blueprint: 'premiere/microbioticcolony',
  effects: [unless(requires(all(skill('SCIENCE'), skill('ENGINEER'), skill('OFFICER'))), [damage('ship')])],
  disposition: 'discardDilemma',
};
