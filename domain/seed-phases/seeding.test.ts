import * as O from 'fp-ts/Option';
import { emptyGame } from '../core/empty-game';
import * as Seeding from './seeding';

describe('nextAlternating', () => {
  it('should ask `first` when nobody has seeded yet (Rulebook "Facility Phase")', () => {
    // Arrange
    const game = emptyGame(['p1', 'p2'], 1);
    // Act
    const next = Seeding.nextAlternating('p2', () => true)(game);
    // Assert
    expect(next).toEqual(O.some('p2'));
  });

  it('should ask the other player after a seed (Rulebook "Facility Phase")', () => {
    // Arrange
    const game = Seeding.recordSeed('p1')(emptyGame(['p1', 'p2'], 1));
    // Act
    const next = Seeding.nextAlternating('p1', () => true)(game);
    // Assert
    expect(next).toEqual(O.some('p2'));
  });

  it('should skip a player who passed: the opponent seeds on (Rulebook "Dilemma Phase", stage 4)', () => {
    // Arrange
    const game = Seeding.finish('p2')(Seeding.recordSeed('p1')(emptyGame(['p1', 'p2'], 1)));
    // Act
    const next = Seeding.nextAlternating('p1', () => true)(game);
    // Assert
    expect(next).toEqual(O.some('p1'));
  });

  it('should ask nobody when neither player can act (Rulebook "Facility Phase")', () => {
    // Arrange
    const game = emptyGame(['p1', 'p2'], 1);
    // Act
    const next = Seeding.nextAlternating('p1', () => false)(game);
    // Assert
    expect(next).toEqual(O.none);
  });
});

describe('nextInStartingOrder', () => {
  it('should ask the starting player until they finish, then the other (Rulebook "Seed Phases")', () => {
    // Arrange
    const game = emptyGame(['p1', 'p2'], 1);
    // Act
    const before = Seeding.nextInStartingOrder(() => true)(Seeding.recordSeed('p1')(game));
    const after = Seeding.nextInStartingOrder(() => true)(Seeding.finish('p1')(game));
    // Assert
    expect([before, after]).toEqual([O.some('p1'), O.some('p2')]);
  });
});

describe('beginStep', () => {
  it('should forget who finished and who seeded last (Rulebook "Seed Phases")', () => {
    // Arrange
    const game = Seeding.finish('p2')(Seeding.recordSeed('p1')(emptyGame(['p1', 'p2'], 1)));
    // Act
    const next = Seeding.beginStep(game);
    // Assert
    expect(next.seeding).toEqual({ finished: [], lastSeeder: null, sharedDone: [] });
  });
});
