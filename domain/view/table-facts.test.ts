import { scenario } from '../game/scenario';
import { locations, players, teams } from './table-facts';

describe('teams', () => {
  it('should list each crew and each Away Team with its members (Rulebook 12.4, 7.1)', () => {
    // Arrange
    const s = table();
    // Act
    const found = teams('p1')(s.game);
    // Assert
    expect(found).toEqual(
      expect.arrayContaining([
        { kind: 'crew', player: 'p1', carrier: s.id('U.S.S. Enterprise'), members: [s.id('Data')] },
        { kind: 'crew', player: 'p2', carrier: s.id("I.K.C. K'Vort"), members: [s.id('Kurn')] },
        { kind: 'awayTeam', player: 'p1', location: s.id('Avert Disaster'), members: [s.id('Tasha Yar')] },
        { kind: 'awayTeam', player: 'p2', location: s.id('Avert Disaster'), members: [s.id('Worf')] },
      ]),
    );
    expect(found).toHaveLength(4);
  });
});

describe('locations', () => {
  it('should tell whether the viewer\'s cards at a location are unopposed in space and on the planet (Rulings "unopposed")', () => {
    // Arrange: p2's K'Vort in orbit and Worf on the planet at Avert Disaster; nothing of p2's at Excavation
    const s = table();
    // Act
    const found = locations('p1')(s.game);
    // Assert
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: s.id('Avert Disaster'), unopposed: { space: false, planet: false } }),
        expect.objectContaining({ id: s.id('Excavation'), unopposed: { space: true, planet: true } }),
      ]),
    );
  });
});

describe('players', () => {
  it('should give each player their score and completed missions (Rulebook "Missions")', () => {
    // Arrange: p1 completed Excavation for 30 points
    const s = table();
    const excavation = s.id('Excavation');
    const location = s.game.locations[excavation];
    if (location === undefined) throw new Error('Excavation should be a location');
    const game = {
      ...s.game,
      players: [{ id: 'p1', score: 30 }, s.game.players[1]] as const,
      locations: { ...s.game.locations, [excavation]: { ...location, completedBy: 'p1' } },
    };
    // Act
    const found = players(game);
    // Assert
    expect(found).toEqual([
      { id: 'p1', score: 30, completedMissions: [excavation] },
      { id: 'p2', score: 0, completedMissions: [] },
    ]);
  });
});

// Helpers

const table = () =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Excavation')
    .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
    .aboard('U.S.S. Enterprise', 'p1', ['Data'])
    .surface('Avert Disaster', 'p1', ['Tasha Yar'])
    .ship('p2', "I.K.C. K'Vort", { at: 'Avert Disaster' })
    .aboard("I.K.C. K'Vort", 'p2', ['Kurn'])
    .surface('Avert Disaster', 'p2', ['Worf'])
    .build();
