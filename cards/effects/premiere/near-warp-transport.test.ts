// Near-Warp Transport (premiere/nearwarptransport), interrupt:
// "Allows beaming from ship to a neighboring spaceline location. Transport a maximum of six of your personnel and/or
// your equipment."
import { cardsIn } from '../../../domain/core/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

const line = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Excavation')
    .mission('p1', 'Study Nebula')
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .aboard('Runabout', 'p1', ['Data', 'Deanna Troi'])
    .hand('p1', ['Near-Warp Transport']);

const transport = (card: string, ship: string, cards: ReadonlyArray<string>, destination: string) =>
  ({
    type: 'card.play',
    player: 'p1',
    card,
    kind: 'interrupt',
    target: { card: ship },
    transport: { cards, destination },
  }) as const;

describe('nearWarpTransport', () => {
  it('should offer each card alone and all together to the neighbouring planet (Near-Warp Transport: "neighboring spaceline location")', () => {
    // Arrange
    const s = line().build();
    const [card, ship] = [s.id('Near-Warp Transport'), s.id('Runabout')];
    const [data, troi, excavation] = [s.id('Data'), s.id('Deanna Troi'), s.id('Excavation')];
    // Act
    const plays = playsOf(s.game, card);
    // Assert
    expect(plays).toEqual([
      transport(card, ship, [data], excavation),
      transport(card, ship, [troi], excavation),
      transport(card, ship, [data, troi], excavation),
    ]);
  });

  it('should beam the cards named to the neighbouring planet, the interrupt discarded (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const s = line().build();
    const [card, ship, excavation] = [s.id('Near-Warp Transport'), s.id('Runabout'), s.id('Excavation')];
    // Act
    const after = send(s.game, transport(card, ship, [s.id('Data'), s.id('Deanna Troi')], excavation));
    // Assert
    expect([...cardsIn({ kind: 'planetSurface', location: excavation })(after)].sort()).toEqual([
      s.id('Data'),
      s.id('Deanna Troi'),
    ]);
    expect(cardsIn({ kind: 'aboard', carrier: ship })(after)).toEqual([]);
    expect(after.cards[card]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(after.turn.normalCardPlayUsed).toBe(false);
  });

  it('should offer a ship carried aboard another at the neighbouring location, as it is accepted (Rulebook "Carried ships")', () => {
    // Arrange: the Type VI Shuttlecraft is carried aboard the Galaxy at Excavation
    const s = line()
      .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Galaxy' })
      .build();
    const [card, ship, shuttle] = [
      s.id('Near-Warp Transport'),
      s.id('Runabout'),
      s.id('Type VI Shuttlecraft'),
    ];
    const command = transport(card, ship, [s.id('Data')], shuttle);
    // Act
    const accepted = refusal(s.game, command);
    // Assert
    expect(accepted).toBeNull();
    expect(playsOf(s.game, card)).toContainEqual(command);
  });

  it('should beam from a ship carried aboard another, its transporters a ship\'s (Rulebook "Carried ships", 7.1.1 Beam)', () => {
    // Arrange: the Runabout, carrying Data and Deanna Troi, is itself carried aboard the Galaxy
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Excavation')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .ship('p1', 'Runabout', { carriedBy: 'U.S.S. Galaxy' })
      .aboard('Runabout', 'p1', ['Data'])
      .hand('p1', ['Near-Warp Transport'])
      .build();
    const [card, ship, excavation] = [s.id('Near-Warp Transport'), s.id('Runabout'), s.id('Excavation')];
    const command = transport(card, ship, [s.id('Data')], excavation);
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, card)).toContainEqual(command);
    expect(cardsIn({ kind: 'planetSurface', location: excavation })(after)).toEqual([s.id('Data')]);
  });

  it('should refuse a location that is not next to the ship, nothing changing (Near-Warp Transport: "neighboring")', () => {
    // Arrange
    const s = line().ship('p1', 'U.S.S. Galaxy', { at: 'Study Nebula' }).build();
    const command = transport(
      s.id('Near-Warp Transport'),
      s.id('Runabout'),
      [s.id('Data')],
      s.id('U.S.S. Galaxy'),
    );
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('7.1.1 Beam');
    expect(playsOf(s.game, s.id('Near-Warp Transport'))).not.toContainEqual(command);
  });

  it('should refuse more than six cards (Near-Warp Transport: "a maximum of six")', () => {
    // Arrange
    const crew = [
      'Data',
      'Deanna Troi',
      'Beverly Crusher',
      'Geordi La Forge',
      'Tasha Yar',
      'Wesley Crusher',
      'Dr. Selar',
    ];
    const s = line().aboard('Runabout', 'p1', crew.slice(2)).build();
    const ids = crew.map((title) => s.id(title));
    const command = transport(s.id('Near-Warp Transport'), s.id('Runabout'), ids, s.id('Excavation'));
    // Act
    const [seven, six] = [
      refusal(s.game, command),
      refusal(s.game, { ...command, transport: { ...command.transport, cards: ids.slice(0, 6) } }),
    ];
    // Assert
    expect(seven).toBe('7.1.1 Beam');
    expect(six).toBeNull();
  });

  it('should refuse beaming from a stopped ship (Rulebook 10.2.1 Stopped)', () => {
    // Arrange
    const s = line().modify('Runabout', { stopped: true }).build();
    const command = transport(
      s.id('Near-Warp Transport'),
      s.id('Runabout'),
      [s.id('Data')],
      s.id('Excavation'),
    );
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('7.1.1 Beam');
    expect(playsOf(s.game, s.id('Near-Warp Transport'))).toEqual([]);
  });
});
