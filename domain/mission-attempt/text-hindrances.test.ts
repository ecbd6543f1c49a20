import { scenario } from '../game/scenario';
import { extraAttemptRequirements, missionPoints } from './text-hindrances';

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

describe('missionPoints', () => {
  it('should take the points of a card on the planet of the mission, none elsewhere (Rulebook 7.2 "Solving a Mission", 12.11 S.A.M.)', () => {
    // Arrange: Excavation and Test Mission are printed 25 points each
    const s = excavation(['100,000 Tribbles - Discard']);
    // Act
    const points = [missionPoints(s.id('Excavation'))(s.game), missionPoints(s.id('Test Mission'))(s.game)];
    // Assert
    expect(points).toEqual([15, 25]);
  });

  it('should take nothing from a mission whose card is aboard a ship there, not on its planet ("If on a planet")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .ship('p2', "I.K.C. K'Vort", { at: 'Excavation' })
      .aboard("I.K.C. K'Vort", 'p2', ['100,000 Tribbles - Discard'])
      .build();
    // Act
    const points = missionPoints(s.id('Excavation'))(s.game);
    // Assert
    expect(points).toBe(25);
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
