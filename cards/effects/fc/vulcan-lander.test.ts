// Vulcan Lander (fc/vulcanlander), ship:
// "May take off or land (uses 1 RANGE). Your Vulcans may report for duty here."
import { getCard } from '../../../domain/core/game-state';
import { isLanded, rangeLeft } from '../../../domain/orders';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('vulcanLander', () => {
  it('should land and take off using 1 RANGE each time (Rulebook 7.1.6 Land & Take Off)', () => {
    // Arrange
    const s = lander().build();
    const ship = s.id('Vulcan Lander');
    // Act
    const landed = send(s.game, { type: 'ship.land', player: 'p1', ship });
    const tookOff = send(landed, { type: 'ship.takeOff', player: 'p1', ship });
    // Assert
    expect([isLanded(ship)(landed), rangeLeft(ship)(landed)]).toEqual([true, 7 - 1]);
    expect([isLanded(ship)(tookOff), rangeLeft(ship)(tookOff)]).toEqual([false, 7 - 2]);
  });

  it('should not lend its landing to another ship (the text is its own)', () => {
    // Arrange
    const s = lander()
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Worf'])
      .build();
    // Act
    const rule = refusal(s.game, { type: 'ship.land', player: 'p1', ship: s.id('Runabout') });
    // Assert
    expect(rule).toBe('7.1.6 Land & Take Off');
  });

  it('should let your Vulcans report for duty aboard it, and no one else (Rulebook "Reporting for Duty")', () => {
    // Arrange: Sarek is a Vulcan, Worf is not
    const s = lander().hand('p1', ['Sarek', 'Worf']).build();
    const ship = s.id('Vulcan Lander');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Sarek'),
      kind: 'report',
      facility: ship,
      affiliation: 'Federation',
    });
    // Assert
    expect(getCard(s.id('Sarek'))(after).zone).toEqual({ kind: 'aboard', carrier: ship });
    expect(playsOf(s.game, s.id('Worf')).filter((p) => p.kind === 'report' && p.facility === ship)).toEqual(
      [],
    );
  });
});

// Helpers

const lander = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'Vulcan Lander', { at: 'Avert Disaster' })
    .aboard('Vulcan Lander', 'p1', ['Solkar']);
