import { scenario } from '../game/scenario';
import { extraAttemptRequirements, pointsReducedAt } from './text-hindrances';

describe('extraAttemptRequirements', () => {
  it('should list what a card present with the team requires, nothing for a team it is not present with (Rulebook 7.2 "Solving a Mission")', () => {
    // Arrange
    const s = excavation(['100 Tribbles - Bonus']);
    const [here, aboard] = [[s.id('Baran')], [s.id('Data')]];
    // Act
    const required = [here, aboard].map((team) => extraAttemptRequirements(team)(s.game).length);
    // Assert
    expect(required).toEqual([1, 0]);
  });
});

describe('pointsReducedAt', () => {
  it('should take the points of a card on the planet of the mission solved, none elsewhere (Rulebook 7.2 "Solving a Mission")', () => {
    // Arrange
    const s = excavation(['100,000 Tribbles - Discard']);
    // Act
    const reduced = [
      pointsReducedAt(s.id('Excavation'))(s.game),
      pointsReducedAt(s.id('Test Mission'))(s.game),
    ];
    // Assert
    expect(reduced).toEqual([10, 0]);
  });
});

// Helpers

/** Excavation with Baran on its planet beside p2's tribble cards, and Data aboard a ship at Test Mission. */
const excavation = (tribbles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .mission('p1', 'Test Mission')
    .surface('Excavation', 'p1', ['Baran'])
    .surface('Excavation', 'p2', tribbles)
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', ['Data'])
    .build();
