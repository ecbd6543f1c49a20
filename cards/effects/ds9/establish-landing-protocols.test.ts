// Establish Landing Protocols (ds9/establishlandingprotocols), event:
// "Seeds or plays on table. Each of your ships which has no staffing requirements may use 1 RANGE to land or take off
// once each turn. (Captain's Order.)"
import * as Decisions from '../../../domain/game/decisions';
import { scenario } from '../../../domain/game/scenario';
import { isLanded, rangeLeft } from '../../../domain/orders';
import { onTurn, refusal, send } from '../play-test-support';

const PROTOCOLS = 'Establish Landing Protocols';

describe('establishLandingProtocols', () => {
  it('should seed on the table in the facility phase (Rulebook "Seed Phases": "Other cards that seed (like Establish Landing Protocols)")', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Avert Disaster')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, [PROTOCOLS])
      .build();
    const command = { type: 'card.seed', player: 'p1', card: s.id(PROTOCOLS) } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(command);
    expect(after.cards[s.id(PROTOCOLS)]).toMatchObject({
      zone: { kind: 'table', player: 'p1' },
      faceUp: true,
    });
  });

  it('should let your ship with no staffing requirements land using 1 RANGE, once each turn (Rulebook 7.1.6)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .table('p1', [PROTOCOLS])
      .ship('p1', 'Type VI Shuttlecraft', { at: 'Avert Disaster' })
      .aboard('Type VI Shuttlecraft', 'p1', ['Data'])
      .build();
    const ship = s.id('Type VI Shuttlecraft');
    // Act
    const landed = send(s.game, { type: 'ship.land', player: 'p1', ship });
    // Assert
    expect(isLanded(ship)(landed)).toBe(true);
    expect(rangeLeft(ship)(landed)).toBe(5);
    expect(refusal(landed, { type: 'ship.takeOff', player: 'p1', ship })).toBe('7.1.6 Land & Take Off');
  });

  it('should not let a ship land without the event in play (Rulebook 7.1.6)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Type VI Shuttlecraft', { at: 'Avert Disaster' })
      .aboard('Type VI Shuttlecraft', 'p1', ['Data'])
      .build();
    // Act
    const refused = refusal(s.game, { type: 'ship.land', player: 'p1', ship: s.id('Type VI Shuttlecraft') });
    // Assert
    expect(refused).toBe('7.1.6 Land & Take Off');
  });
});
