// Wormhole (premiere/Wormhole_B), interrupt:
// "Requires two wormholes. Play one on your ship. Play the other at any location (even a time location). Ship
// relocates to that location (and then is 'stopped')."
import { cardsIn } from '../../../domain/core/game-state';
import { rangeUsed } from '../../../domain/orders/turn-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

const line = (wormholes = 2) =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Excavation')
    .mission('p1', 'Study Nebula')
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .aboard('Runabout', 'p1', ['Data'])
    .hand(
      'p1',
      Array.from({ length: wormholes }, () => 'Wormhole'),
    );

const through = (card: string, ship: string, pair: string, destination: string) =>
  ({
    type: 'card.play',
    player: 'p1',
    card,
    kind: 'interrupt',
    target: { card: ship },
    wormhole: { pair, destination },
  }) as const;

describe('wormhole', () => {
  it('should offer your ship with the other wormhole to every other location (Wormhole: "Play the other at any location")', () => {
    // Arrange
    const s = line().build();
    const [first, second] = s.ids('Wormhole') as [string, string];
    const ship = s.id('Runabout');
    // Act
    const plays = playsOf(s.game, first);
    // Assert
    expect(plays).toEqual([
      through(first, ship, second, s.id('Excavation')),
      through(first, ship, second, s.id('Study Nebula')),
    ]);
  });

  it('should relocate the ship and crew, stopped, with no RANGE used and both wormholes discarded (Wormhole: "and then is \'stopped\'")', () => {
    // Arrange
    const s = line().build();
    const [first, second] = s.ids('Wormhole') as [string, string];
    const [ship, nebula] = [s.id('Runabout'), s.id('Study Nebula')];
    // Act
    const after = send(s.game, through(first, ship, second, nebula));
    // Assert
    expect(after.cards[ship]?.zone).toEqual({ kind: 'atLocation', location: nebula });
    expect(after.cards[ship]?.stopped).toBe(true);
    expect(after.cards[s.id('Data')]?.stopped).toBe(true);
    expect(rangeUsed(ship)(after)).toBe(0);
    expect([...cardsIn({ kind: 'discard', player: 'p1' })(after)].sort()).toEqual([first, second].sort());
    expect(after.turn.ordersBegun).toBe(true);
  });

  it('should refuse a single wormhole, nothing offered (Wormhole: "Requires two wormholes")', () => {
    // Arrange
    const s = line(1).build();
    const [only] = s.ids('Wormhole') as [string];
    const command = through(only, s.id('Runabout'), only, s.id('Study Nebula'));
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('Wormhole');
    expect(playsOf(s.game, only)).toEqual([]);
  });

  it('should refuse a stopped ship, which may not begin to move (Rulebook 10.2.1 Stopped)', () => {
    // Arrange
    const s = line().modify('Runabout', { stopped: true }).build();
    const [first, second] = s.ids('Wormhole') as [string, string];
    const command = through(first, s.id('Runabout'), second, s.id('Study Nebula'));
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('7.1.5 Move');
    expect(playsOf(s.game, first)).toEqual([]);
  });

  it('should refuse the ship\'s own location (Wormhole: "Ship relocates to that location")', () => {
    // Arrange
    const s = line().build();
    const [first, second] = s.ids('Wormhole') as [string, string];
    // Act
    const rule = refusal(s.game, through(first, s.id('Runabout'), second, s.id('Avert Disaster')));
    // Assert
    expect(rule).toBe('Wormhole');
  });
});
