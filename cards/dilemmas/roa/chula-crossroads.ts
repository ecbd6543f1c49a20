// Chula: Crossroads (roa/chulacrossroads), [S/P] dilemma:
// "Immediately probe (then draw probe card): [Ref], [Bar], [GQ], [Fer]: "Stops" two personnel (your choice).
// Otherwise, "Stops" one personnel (opponent's choice)."
// The player encountering it probes (Rulebook "Probing") and draws the probe card; "your choice" is theirs, as in
// every dilemma. No condition: the attempt goes on without the personnel stopped. With an empty draw deck there is no
// probing.
import { chosenBy, onIcons, probe, select, stop } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const chulaCrossroads: DilemmaDeclaration = {
  blueprint: 'roa/chulacrossroads',
  effects: [
    probe(
      'draw',
      [onIcons(['Ref', 'Bar', 'GQ', 'Fer'], [select('lost', chosenBy('encountering', 2)), stop('lost')])],
      [select('lost', chosenBy('opponent', 1)), stop('lost')],
    ),
  ],
  disposition: 'reseeds',
};
