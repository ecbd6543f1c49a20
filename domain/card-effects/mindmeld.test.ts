import { blueprintOf } from '../core/game-state';
import { scenario } from '../game/scenario';
import { regularSkillsOf, skillSharers } from './mindmeld';

describe('regularSkillsOf', () => {
  it('should list the printed skills without the classification (Rulebook "Using Skills")', () => {
    // Arrange
    const s = scenario().hand('p1', ['Data', 'Sarek']).build();
    // Act
    const skills = ['Data', 'Sarek'].map((t) => regularSkillsOf(blueprintOf(s.id(t))(s.game)));
    // Assert
    expect(skills).toEqual([
      [
        { skill: 'ENGINEER', level: 1 },
        { skill: 'Computer Skill', level: 2 },
        { skill: 'Music', level: 1 },
        { skill: 'Astrophysics', level: 1 },
        { skill: 'Exobiology', level: 1 },
      ],
      [
        { skill: 'Diplomacy', level: 3 },
        { skill: 'Mindmeld', level: 1 },
      ],
    ]);
  });
});

describe('skillSharers', () => {
  it("should be your other personnel present that can act, not the opponent's (Rulebook 12.4 Present, 10.2.3)", () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Taurik', 'Data', 'Deanna Troi'])
      .surface('Avert Disaster', 'p2', ['Worf'])
      .modify('Deanna Troi', { disabled: true })
      .build();
    // Act
    const sharers = skillSharers('p1', s.id('Taurik'))(s.game);
    // Assert
    expect(sharers).toEqual([s.id('Data')]);
  });
});
