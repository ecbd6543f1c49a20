import { attribute, handOf, skillsOf } from '../../cards/language/build';
import { blueprintOf } from '../core/game-state';
import { scenario } from '../game/scenario';
import { regularSkillsOf, valueChanges } from './gained-skills';

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

describe('valueChanges', () => {
  it('should read the skills of the card named as one skill value each, at its level times the amount, other values as they are (Vulcan Mindmeld: "gains the skills of one of your other personnel")', () => {
    // Arrange
    const s = scenario().hand('p1', ['Sarek', 'Vulcan Mindmeld']).build();
    const choices = {
      player: 'p1',
      card: s.id('Vulcan Mindmeld'),
      targetCard: null,
      targetPlayer: null,
      take: s.id('Sarek'),
    };
    // Act
    const changes = valueChanges(
      [skillsOf({ kind: 'chosen', of: handOf('you') }), attribute('CUNNING')],
      2,
      choices,
    )(s.game);
    // Assert
    expect(changes).toEqual([
      { value: { kind: 'skill', name: 'Diplomacy' }, amount: 6 },
      { value: { kind: 'skill', name: 'Mindmeld' }, amount: 2 },
      { value: { kind: 'attribute', name: 'CUNNING' }, amount: 2 },
    ]);
  });

  it('should change no skill when the selection names no card', () => {
    // Arrange
    const s = scenario().hand('p1', ['Sarek']).build();
    const choices = { player: 'p1', targetCard: null, targetPlayer: null, take: null };
    // Act
    const changes = valueChanges([skillsOf({ kind: 'chosen', of: handOf('you') })], 1, choices)(s.game);
    // Assert
    expect(changes).toEqual([]);
  });
});
