// README "No silent blank cards" for missions: its attempt text when the mission is attempted, its unread requirements
// when they fail the attempt.

import type { MissionBlueprint } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import { scenario } from '../game/scenario';
import { noteBlankAttemptText, noteUnreadRequirements, unreadRequirements } from './blank-mission-text';
import { begin } from './seed-cards';

describe('unreadRequirements', () => {
  it('should list the parts of the requirements the engine cannot read, none for structured ones (Rulebook 7.2)', () => {
    // Arrange
    const missions = ['Cage/Cage24', 'premiere/testmission'].map(mission);
    // Act
    const unread = missions.map((m) => unreadRequirements(m.requirements));
    // Assert
    expect(unread).toEqual([['a Praetor'], []]);
  });
});

describe('noteBlankAttemptText', () => {
  it('should log and record an attempt text the engine does not read as blank (Rulebook 7.2, README "No silent blank cards")', () => {
    // Arrange: Mining Survey, "Any crew may attempt mission (if same player controls a Nor with an Ore Processing Unit here)."
    const s = scenario().mission('p1', 'Mining Survey').build();
    const game = begin({ player: 'p1', location: s.id('Mining Survey'), ship: null })(s.game);
    // Act
    const after = noteBlankAttemptText(game);
    // Assert
    expect(after.chronicle.at(-1)?.text).toBe(
      'Mining Survey is a blank card here: its attempt text is not implemented: "Any crew may attempt mission (if same player controls a Nor with an Ore Processing Unit here)."',
    );
    expect(after.blankCards).toEqual([s.id('Mining Survey')]);
  });

  it('should leave the plain "Any crew may attempt mission." unlogged: the team rule reads it (Rulebook 7.2, domain/mission-attempt/team.ts)', () => {
    // Arrange: Study Badlands, "Any crew may attempt mission."
    const s = scenario().mission('p1', 'Study Badlands').build();
    const game = begin({ player: 'p1', location: s.id('Study Badlands'), ship: null })(s.game);
    // Act
    const after = noteBlankAttemptText(game);
    // Assert
    expect(after).toBe(game);
  });

  it('should leave an attempt at a mission without attempt text as it is (README "No silent blank cards")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').build();
    const game = begin({ player: 'p1', location: s.id('Excavation'), ship: null })(s.game);
    // Act
    const after = [noteBlankAttemptText(game), noteUnreadRequirements(game)];
    // Assert
    expect(after).toEqual([game, game]);
  });
});

// Helpers

const mission = (id: string): MissionBlueprint => {
  const card = loadCardDatabase().blueprint(id);
  if (card.type !== 'Mission') throw new Error(`${id} is not a mission`);
  return card;
};
