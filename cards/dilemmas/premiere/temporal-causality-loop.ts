// Temporal Causality Loop (premiere/temporalcausalityloop), [S] dilemma:
// "Unless SCIENCE and CUNNING>35, undo your last two actions of this turn and end turn. Discard dilemma."
// Reading (neither the Rulebook v2.5.6 nor the Current Rulings 2000-06-26 define it; domain/dilemma-effects/undo.ts):
// the actions are those of Rulebook "Playing the Game" ("Each turn consists of a series of actions taken by the
// player": each card play, each order, each mission attempt or battle, each other turn action), the encountering
// player's, completed this turn; the mission attempt under way is one action still in progress (Rulebook 7.2
// "Mission attempts are a single action") and is not one of them: it fails and the turn ends after it. Each is put
// back exactly; one that cannot be (it drew, shuffled, revealed or searched, a battle, an earlier attempt, or what it
// changed has changed since) makes the dilemma unresolvable: out of play without effect, the log saying why.
import { above, all, requires, skill, unless } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const temporalCausalityLoop: DilemmaDeclaration = {
  blueprint: 'premiere/temporalcausalityloop',
  effects: [
    unless(requires(all(skill('SCIENCE'), above('CUNNING', 35))), [
      { type: 'undoLastActions', count: 2 },
      { type: 'endTurn' },
    ]),
  ],
  disposition: 'discardDilemma',
};
