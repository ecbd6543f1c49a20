import { setStopped } from '../cards-in-play/presence';
import { scenario } from '../game/scenario';
import { awayTeamOf, shipsAwayTeams } from './away-team';

describe('awayTeamOf', () => {
  it('should be the member\'s compatible personnel on the planet, not an opponent\'s (Rulings "Away Team and crew")', () => {
    // Arrange
    const s = planet();
    // Act
    const team = awayTeamOf(s.id('Worf'))(s.game);
    // Assert
    expect([...team].sort()).toEqual([s.id('Worf'), s.id('Data')].sort());
  });

  it('should leave stopped personnel to a separate group (Rulings "Away Team and crew")', () => {
    // Arrange
    const s = planet();
    const game = setStopped(s.id('Data'), true)(s.game);
    // Act
    const teams = [awayTeamOf(s.id('Worf'))(game), awayTeamOf(s.id('Data'))(game)];
    // Assert
    expect(teams).toEqual([[s.id('Worf')], [s.id('Data')]]);
  });

  it('should be none for a personnel aboard its own ship', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Data'])
      .build();
    // Act
    const team = awayTeamOf(s.id('Data'))(s.game);
    // Assert
    expect(team).toEqual([]);
  });
});

describe('shipsAwayTeams', () => {
  it('should read the ship\'s Away Teams as its controller\'s compatible personnel on the planet there, stopped or not (Rulings "Away Team and crew")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Tasha Yar'])
      .surface('Avert Disaster', 'p1', ['Deanna Troi', 'Data', 'Kurn'])
      .surface('Avert Disaster', 'p2', ['Worf'])
      .modify('Deanna Troi', { stopped: true })
      .build();
    // Act
    const teams = shipsAwayTeams(s.id('Runabout'))(s.game);
    // Assert
    expect([...teams].sort()).toEqual([s.id('Deanna Troi'), s.id('Data')].sort());
  });
});

// Helpers

const planet = () =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .surface('Avert Disaster', 'p1', ['Worf', 'Data'])
    .surface('Avert Disaster', 'p2', ['Mendon'])
    .build();
