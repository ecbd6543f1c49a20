// Shuttle Crash (tnz/TNZ7), [S/P] dilemma:
// "Stops one Youth personnel (opponent's choice) then one OFFICER (your choice). To get past requires 2 Navigation and
// (CUNNING>45 at [S] OR STRENGTH>45 at [P])."
import { getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, onShip, runAttempt } from '../attempt-test-support';

// Left after the stops: 2 Navigation (Geordi La Forge, Worf), CUNNING 50 and STRENGTH 25
const cunningCrew = [
  'Simon Tarses',
  'Deanna Troi',
  'Geordi La Forge',
  'Worf',
  'Richard Galen',
  'Sirna Kolrami',
  'Sarek',
  'Hannah Bates',
];

describe('shuttleCrash', () => {
  it('should stop the only Youth and the only OFFICER, then let a crew with 2 Navigation and CUNNING>45 past at [S] (Rulings "dual-icon missions")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .seed('Test Mission', 'p2', ['Shuttle Crash'])
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', cunningCrew)
      .build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cunningCrew.map((title) => getCard(s.id(title))(run.game).stopped === true)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(getCard(s.id('Shuttle Crash'))(run.game).zone.kind).toBe('outOfPlay');
  });

  it('should fail the same team at [P], where STRENGTH>45 is required: everyone stopped, the dilemma reseeded (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Shuttle Crash'])
      .surface('Excavation', 'p1', cunningCrew)
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('failed');
    expect(cunningCrew.every((title) => getCard(s.id(title))(run.game).stopped === true)).toBe(true);
    expect(getCard(s.id('Shuttle Crash'))(run.game).zone.kind).toBe('underMission');
  });

  it("should stop the Youth of the opponent's choice, then the OFFICER of the encountering player's choice among those left", () => {
    // Arrange: left after the stops, 2 Navigation (Wesley Crusher, Worf) and STRENGTH 51
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Shuttle Crash'])
      .surface('Excavation', 'p1', [
        'Wesley Crusher',
        'Simon Tarses',
        'Deanna Troi',
        'Worf',
        'Tasha Yar',
        'Taurik',
        'Dr. Selar',
        "K'Ehleyr",
        'Darian Wallace',
      ])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Simon Tarses')] },
      { type: 'attempt.choose', player: 'p1', cards: [s.id('Deanna Troi')] },
    ]);
    // Assert
    expect(
      ['Simon Tarses', 'Deanna Troi', 'Wesley Crusher'].map(
        (title) => getCard(s.id(title))(run.game).stopped,
      ),
    ).toEqual([true, true, false]);
    expect(getCard(s.id('Shuttle Crash'))(run.game).zone.kind).toBe('outOfPlay');
  });
});
