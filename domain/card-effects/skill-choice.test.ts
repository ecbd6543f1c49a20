import type { CardId, GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { isSkillChoice, skillChoices } from './skill-choice';

const SKILLS = ['Computer Skill', 'Stellar Cartography'];

const arrange = () =>
  scenario()
    .mission('p1', 'Investigate Anomaly')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Investigate Anomaly' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Neela Daren', 'Deanna Troi'])
    .build();

describe('isSkillChoice', () => {
  it('should take personnel aboard who together have the skills, each one needed (Rulebook 10.2.1)', () => {
    // Arrange
    const s = arrange();
    const offered = aboard(s.id('U.S.S. Galaxy'), s.game);
    const sets = [
      ['Data', 'Neela Daren'],
      ['Data'],
      ['Data', 'Neela Daren', 'Deanna Troi'],
      ['Data', 'Data'],
    ];
    // Act
    const legal = sets.map((set) => isSkillChoice(offered, SKILLS, set.map(s.id))(s.game));
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
    const offered = aboard(s.id('U.S.S. Galaxy'), s.game);
    const legal = isSkillChoice(offered, SKILLS, [s.id('Data'), s.id('Neela Daren')])(s.game);
    // Assert
    expect(legal).toBe(false);
  });
});

describe('skillChoices', () => {
  it('should list each legal set once', () => {
    // Arrange
    const s = arrange();
    // Act
    const choices = skillChoices(aboard(s.id('U.S.S. Galaxy'), s.game), SKILLS)(s.game);
    // Assert
    expect(choices).toEqual([[s.id('Data'), s.id('Neela Daren')]]);
  });
});

// Helpers

const aboard = (ship: CardId, game: GameState): ReadonlyArray<CardId> =>
  Object.values(game.cards)
    .filter((card) => card.zone.kind === 'aboard' && card.zone.carrier === ship)
    .map((card) => card.id);
