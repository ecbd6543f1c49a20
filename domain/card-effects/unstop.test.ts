import { scenario } from '../game/scenario';
import { shipsAwayTeams, unstopShipAndRestoreRange } from './unstop';

describe('shipsAwayTeams', () => {
  it('should read the ship\'s Away Teams as its controller\'s stopped, compatible personnel on the planet there (Rulings "Away Team and crew")', () => {
    // Arrange
    const s = planet().build();
    // Act
    const teams = shipsAwayTeams(s.id('Runabout'))(s.game);
    // Assert
    expect(teams).toEqual([s.id('Deanna Troi')]);
  });
});

describe('unstopShipAndRestoreRange', () => {
  it('should unstop the ship and its crew and forget the RANGE it used this turn (Distortion of Space/Time Continuum)', () => {
    // Arrange
    const s = planet().build();
    const ship = s.id('Runabout');
    const game = { ...s.game, orders: { ...s.game.orders, rangeUsed: { [ship]: 3, other: 2 } } };
    // Act
    const after = unstopShipAndRestoreRange(ship)(game);
    // Assert
    expect([after.cards[ship]?.stopped, after.cards[s.id('Data')]?.stopped]).toEqual([false, false]);
    expect(after.orders.rangeUsed).toEqual({ other: 2 });
    expect([after.cards[s.id('Deanna Troi')]?.stopped, after.cards[s.id('Kurn')]?.stopped]).toEqual([
      false,
      true,
    ]);
  });
});

// Helpers

const planet = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .aboard('Runabout', 'p1', ['Data'])
    .surface('Avert Disaster', 'p1', ['Deanna Troi', 'Kurn', 'Tasha Yar'])
    .surface('Avert Disaster', 'p2', ['Worf'])
    .modify('Runabout', { stopped: true })
    .modify('Data', { stopped: true })
    .modify('Deanna Troi', { stopped: true })
    .modify('Kurn', { stopped: true })
    .modify('Worf', { stopped: true });
