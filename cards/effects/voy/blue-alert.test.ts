// Blue Alert (voy/bluealert), incident:
// "Seeds or plays on table. Each of your Intrepid-class ships and ships with no staffing requirements may use 2 RANGE
// to land or take off once each turn. Also, your shuttlecraft may be carried aboard and launched from your ships that
// have Tractor Beam. (Captain's Order.)"

import { getCard } from '../../../domain/core/game-state';
import * as Decisions from '../../../domain/game/decisions';
import { scenario } from '../../../domain/game/scenario';
import { isLanded, rangeLeft } from '../../../domain/orders';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('blueAlert', () => {
  it('should play on the table as the card play, an incident functioning as an event (Rulebook "Play a Card", the card types)', () => {
    // Arrange
    const s = onTurn().mission('p1', 'Avert Disaster').hand('p1', ['Blue Alert']).build();
    const card = s.id('Blue Alert');
    const command = { type: 'card.play', player: 'p1', card, kind: 'event' } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, card)).toEqual([command]);
    expect(getCard(card)(after)).toMatchObject({ zone: { kind: 'table', player: 'p1' }, faceUp: true });
    expect(after.turn.normalCardPlayUsed).toBe(true);
  });

  it('should refuse it once the normal card play is spent, not listing it (Rulebook "Play a Card")', () => {
    // Arrange
    const s = onTurn().mission('p1', 'Avert Disaster').hand('p1', ['Blue Alert']).build();
    const spent = { ...s.game, turn: { ...s.game.turn, normalCardPlayUsed: true } };
    const command = { type: 'card.play', player: 'p1', card: s.id('Blue Alert'), kind: 'event' } as const;
    // Act
    const rule = refusal(spent, command);
    // Assert
    expect(rule).toBe('Play a Card');
    expect(playsOf(spent, s.id('Blue Alert'))).toEqual([]);
  });

  it('should seed on the table in the facility phase (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Avert Disaster')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Blue Alert'])
      .build();
    // Act
    const seeds = Decisions.legalActions(s.game).filter((c) => c.type === 'card.seed');
    // Assert
    expect(seeds).toEqual([{ type: 'card.seed', player: 'p1', card: s.id('Blue Alert') }]);
  });

  it('should let your ship with no staffing requirements land using 2 RANGE, once each turn (Rulebook 7.1.6)', () => {
    // Arrange
    const s = alert().build();
    const ship = s.id('Type VI Shuttlecraft');
    // Act
    const landed = send(s.game, { type: 'ship.land', player: 'p1', ship });
    // Assert
    expect(isLanded(ship)(landed)).toBe(true);
    expect(rangeLeft(ship)(landed)).toBe(4);
    expect(refusal(landed, { type: 'ship.takeOff', player: 'p1', ship })).toBe('7.1.6 Land & Take Off');
  });

  it('should not let a ship with staffing icons that is not Intrepid-class land (Rulebook 7.1.6)', () => {
    // Arrange
    const s = alert().build();
    // Act
    const refused = refusal(s.game, { type: 'ship.land', player: 'p1', ship: s.id('U.S.S. Enterprise') });
    // Assert
    expect(refused).toBe('7.1.6 Land & Take Off');
  });

  it('should load your shuttlecraft aboard your ship with Tractor Beam, no ENGINEER needed (Rulebook "Carried ships")', () => {
    // Arrange
    const s = alert().build();
    const [ship, carrier] = [s.id('Type VI Shuttlecraft'), s.id('U.S.S. Enterprise')];
    // Act
    const loaded = send(s.game, { type: 'ship.load', player: 'p1', ship, carrier });
    // Assert
    expect(getCard(ship)(loaded).zone).toEqual({ kind: 'carried', carrier });
  });
});

// Helpers

const alert = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .table('p1', ['Blue Alert'])
    .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
    .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard', 'Tasha Yar', 'Taitt'])
    .ship('p1', 'Type VI Shuttlecraft', { at: 'Avert Disaster' })
    .aboard('Type VI Shuttlecraft', 'p1', ['Data']);
