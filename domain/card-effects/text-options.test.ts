import { put } from '../../cards/effects/play-test-support';
import { scenario } from '../game/scenario';
import { choicesOf, isTriggeredChoice } from './text-options';

// Rulebook 7.2 "Solving a Mission" (L705: "after solving Host Metaphasic Shield Test, you may download …"): a triggered
// ability's "may" is a choice no play names; a card play's "… OR …" is named by its play
describe('isTriggeredChoice', () => {
  it("should tell a triggered ability's choice (Obtain Mining Agreement) from a played card's (Raise the Stakes)", () => {
    // Arrange
    const s = scenario().mission('p1', 'Obtain Mining Agreement').build();
    const [stakes, game] = put(s.game, 'p1', 'Raise the Stakes', { kind: 'table', player: 'p1' });
    const mission = s.id('Obtain Mining Agreement');
    const [missionChoice] = choicesOf(mission, game);
    const [stakesChoice] = choicesOf(stakes, game);
    // Act
    const triggered = [
      missionChoice !== undefined && isTriggeredChoice(missionChoice, mission, game),
      stakesChoice !== undefined && isTriggeredChoice(stakesChoice, stakes, game),
    ];
    // Assert
    expect(triggered).toEqual([true, false]);
  });
});

describe('choicesOf', () => {
  it("should list a text's choices with their labels, none for an undeclared card", () => {
    // Arrange
    const s = scenario().mission('p1', 'Mineral Survey').mission('p1', 'Avert Disaster').build();
    // Act
    const [survey, avert] = ['Mineral Survey', 'Avert Disaster'].map((m) => choicesOf(s.id(m), s.game));
    // Assert
    expect(survey?.map((c) => c.options.map((o) => o.label))).toEqual([['draw 2', 'draw 1', 'draw 0']]);
    expect(avert).toEqual([]);
  });
});
