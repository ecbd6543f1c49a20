// Engage Shuttle Operations (au/engageshuttleoperations), event:
// "Plays on table. Your shuttlecraft may take off and land (using full RANGE) and be loaded, carried, and launched by
// your ships with Tractor Beam and ENGINEER aboard (uses 0 RANGE)."
import { getCard } from '../../../domain/core/game-state';
import type { ScenarioBuilder } from '../../../domain/game/scenario';
import { isLanded, rangeLeft } from '../../../domain/orders';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('engageShuttleOperations', () => {
  it('should play on the table (Rulebook "Play a Card")', () => {
    // Arrange
    const s = onTurn().mission('p1', 'Test Mission').hand('p1', ['Engage Shuttle Operations']).build();
    const card = s.id('Engage Shuttle Operations');
    const command = { type: 'card.play', player: 'p1', card, kind: 'event' } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, card)).toEqual([command]);
    expect(getCard(card)(after).zone).toEqual({ kind: 'table', player: 'p1' });
  });

  it('should load your shuttlecraft aboard your ship with Tractor Beam and ENGINEER, and launch it (Rulebook "Carried ships")', () => {
    // Arrange
    const s = operations('U.S.S. Enterprise', 'Type VI Shuttlecraft').build();
    const [ship, carrier] = [s.id('Type VI Shuttlecraft'), s.id('U.S.S. Enterprise')];
    // Act
    const loaded = send(s.game, { type: 'ship.load', player: 'p1', ship, carrier });
    const launched = send(loaded, { type: 'ship.launch', player: 'p1', ship });
    // Assert
    expect(getCard(ship)(loaded).zone).toEqual({ kind: 'carried', carrier });
    expect(getCard(ship)(launched).zone).toEqual({ kind: 'atLocation', location: s.id('Avert Disaster') });
    expect([rangeLeft(ship)(launched), rangeLeft(carrier)(launched)]).toEqual([6, 9]);
  });

  it('should not load a shuttlecraft by a Tractor Beam that "cannot carry ships aboard except shuttlepods" (Rulebook "Carried ships")', () => {
    // Arrange
    const s = operations('U.S.S. Defiant', 'Type VI Shuttlecraft')
      .ship('p1', 'Type 18 Shuttlepod', { at: 'Avert Disaster' })
      .aboard('Type 18 Shuttlepod', 'p1', ['Worf'])
      .build();
    const carrier = s.id('U.S.S. Defiant');
    // Act
    const shuttlecraft = refusal(s.game, {
      type: 'ship.load',
      player: 'p1',
      ship: s.id('Type VI Shuttlecraft'),
      carrier,
    });
    const shuttlepod = refusal(s.game, {
      type: 'ship.load',
      player: 'p1',
      ship: s.id('Type 18 Shuttlepod'),
      carrier,
    });
    // Assert
    expect([shuttlecraft, shuttlepod]).toEqual(['Carried ships', null]);
  });

  it('should let your shuttlecraft land using its full RANGE (Rulebook 7.1.6)', () => {
    // Arrange
    const s = operations('U.S.S. Enterprise', 'Type VI Shuttlecraft').build();
    const ship = s.id('Type VI Shuttlecraft');
    // Act
    const landed = send(s.game, { type: 'ship.land', player: 'p1', ship });
    // Assert
    expect(isLanded(ship)(landed)).toBe(true);
    expect(rangeLeft(ship)(landed)).toBe(0);
    expect(refusal(landed, { type: 'ship.takeOff', player: 'p1', ship })).toBe('7.1.6 Land & Take Off');
  });

  it('should refuse landing a shuttlecraft that used RANGE this turn, or a ship that is no shuttlecraft (Rulebook 7.1.6)', () => {
    // Arrange
    const s = operations('U.S.S. Enterprise', 'Type VI Shuttlecraft')
      .mission('p1', 'Fever Emergency')
      .build();
    const ship = s.id('Type VI Shuttlecraft');
    const moved = send(s.game, { type: 'ship.move', player: 'p1', ship, to: s.id('Fever Emergency') });
    // Act
    const shuttle = refusal(moved, { type: 'ship.land', player: 'p1', ship });
    const enterprise = refusal(s.game, { type: 'ship.land', player: 'p1', ship: s.id('U.S.S. Enterprise') });
    // Assert
    expect([shuttle, enterprise]).toEqual(['7.1.6 Land & Take Off', '7.1.6 Land & Take Off']);
  });
});

// Helpers

const operations = (carrier: string, shuttle: string): ScenarioBuilder =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .table('p1', ['Engage Shuttle Operations'])
    .ship('p1', carrier, { at: 'Avert Disaster' })
    .aboard(carrier, 'p1', ['Jean-Luc Picard', 'Geordi La Forge', 'Tasha Yar', 'Taitt'])
    .ship('p1', shuttle, { at: 'Avert Disaster' })
    .aboard(shuttle, 'p1', ['Data']);
