import * as O from 'fp-ts/Option';
import type { PersonnelBlueprint } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import { firstListing, loseFirstListedSkill } from './lasting-modifiers';

describe('loseFirstListedSkill', () => {
  it('should take one listing of a skill printed twice (Rulebook "Using Skills")', () => {
    // Arrange
    const beverly = personnel('Beverly Crusher');
    // Act
    const modifier = loseFirstListedSkill('c', beverly, 'd', 'Tsiolkovsky Infection');
    // Assert
    expect(O.map((m: { op: string; amount: number }) => [m.op, m.amount])(modifier)).toEqual(
      O.some(['add', -1]),
    );
  });

  it('should take the whole of a skill printed "x 2" (Rulebook "Using Skills")', () => {
    // Arrange
    const sarek = {
      ...personnel('Sarek'),
      text: 'Diplomacy x 3 Mindmeld',
      skills: [{ skill: 'Diplomacy', level: 3 }],
    };
    // Act
    const modifier = loseFirstListedSkill('c', sarek, 'd', 'Tsiolkovsky Infection');
    // Assert
    expect(O.map((m: { op: string; amount: number }) => [m.op, m.amount])(modifier)).toEqual(
      O.some(['set', 0]),
    );
  });
});

describe('firstListing', () => {
  it('should give the level of the first listing only: one for a skill printed twice, n for one printed "x n" (Rulebook "Using Skills")', () => {
    // Arrange
    const beverly = personnel('Beverly Crusher');
    const sarek = {
      ...personnel('Sarek'),
      text: 'Diplomacy x 2 Mindmeld Diplomacy',
      skills: [{ skill: 'Diplomacy', level: 3 }],
    };
    // Act
    const levels = [beverly, sarek].map((p) => O.map((l: { level: number }) => l.level)(firstListing(p)));
    // Assert
    expect(levels).toEqual([O.some(1), O.some(2)]);
  });
});

// Helpers

const personnel = (title: string): PersonnelBlueprint =>
  loadCardDatabase()
    .byTitle(title)
    .find((b) => b.release === 'premiere') as PersonnelBlueprint;
