// The Gatherers (au/thegatherers), [P] dilemma:
// "Unless {Marouk} OR INTEGRITY>36 present, discard all Equipment and Artifacts in Away Team, plus one card (random
// selection) from your hand. Discard dilemma."
// "in Away Team": the encountering player's equipment and artifacts on the planet surface with it (Rulebook 12.4).
import {
  above,
  anyOf,
  card,
  discard,
  either,
  everyone,
  ofType,
  random,
  requires,
  select,
  unless,
  withTeam,
  yourHand,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const theGatherers: DilemmaDeclaration = {
  blueprint: 'au/thegatherers',
  effects: [
    unless(requires(either(card('Marouk'), above('INTEGRITY', 36))), [
      select('gathered', everyone, {
        from: withTeam,
        filter: anyOf(ofType('Equipment'), ofType('Artifact')),
      }),
      discard('gathered'),
      select('fromHand', random(1), { from: yourHand }),
      discard('fromHand'),
    ]),
  ],
  disposition: 'discardDilemma',
};
