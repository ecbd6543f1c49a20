import { scenario } from '../game/scenario';
import { isStopChoice, stopChoices } from './scan';

const SKILLS = ['Computer Skill', 'Stellar Cartography'];

const arrange = () =>
  scenario()
    .mission('p1', 'Investigate Anomaly')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Investigate Anomaly' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Neela Daren', 'Deanna Troi'])
    .build();

describe('isStopChoice', () => {
  it('should take personnel aboard who together have the skills, each one needed (Rulebook 10.2.1)', () => {
    // Arrange
    const s = arrange();
    const ship = s.id('U.S.S. Galaxy');
    const sets = [
      ['Data', 'Neela Daren'],
      ['Data'],
      ['Data', 'Neela Daren', 'Deanna Troi'],
      ['Data', 'Data'],
    ];
    // Act
    const legal = sets.map((set) => isStopChoice('p1', ship, SKILLS, set.map(s.id))(s.game));
    // Assert
    expect(legal).toEqual([true, false, false, false]);
  });

  it('should refuse a stopped personnel (Rulebook 10.2.1: "get stopped again")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Investigate Anomaly')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Investigate Anomaly' })
      .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Neela Daren'])
      .modify('Data', { stopped: true })
      .build();
    // Act
    const legal = isStopChoice('p1', s.id('U.S.S. Galaxy'), SKILLS, [s.id('Data'), s.id('Neela Daren')])(
      s.game,
    );
    // Assert
    expect(legal).toBe(false);
  });
});

describe('stopChoices', () => {
  it('should list each legal set once', () => {
    // Arrange
    const s = arrange();
    // Act
    const choices = stopChoices('p1', s.id('U.S.S. Galaxy'), SKILLS)(s.game);
    // Assert
    expect(choices).toEqual([[s.id('Data'), s.id('Neela Daren')]]);
  });
});
