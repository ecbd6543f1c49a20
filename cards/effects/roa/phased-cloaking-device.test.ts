// Phased Cloaking Device (roa/phasedcloakingdevice), artifact:
// "May seed under {Pegasus Search}. Use as an Equipment card. While aboard your ship, that ship has a Phasing Cloak
// (RANGE +4 while phased)."
import { isUsedAsEquipment } from '../../../domain/cards-in-play/equipment';
import { blueprintOf } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { isMisseed } from '../../../domain/mission-attempt/misseed';
import { isPhased, rangeLeft } from '../../../domain/orders';
import { onTurn, refusal, send } from '../play-test-support';

describe('phasedCloakingDevice', () => {
  it('should seed under Pegasus Search, a space mission, but not under another (Rulebook 7.2.4 Mis-seeds)', () => {
    // Arrange
    const s = scenario({ phase: 'dilemma' })
      .mission('p1', 'Pegasus Search')
      .mission('p1', 'Test Mission')
      .seed('Pegasus Search', 'p1', [{ title: 'Phased Cloaking Device', label: 'pegasus' }])
      .seed('Test Mission', 'p1', [{ title: 'Phased Cloaking Device', label: 'test' }])
      .build();
    // Act
    const misseeds = [
      isMisseed(s.id('pegasus'), s.id('Pegasus Search'))(s.game),
      isMisseed(s.id('test'), s.id('Test Mission'))(s.game),
    ];
    // Assert
    expect(misseeds).toEqual([false, true]);
  });

  it('should be used as an Equipment card (Rulings "card types")', () => {
    // Arrange
    const s = fleet().build();
    // Act
    const equipment = isUsedAsEquipment(blueprintOf(s.id('Phased Cloaking Device'))(s.game));
    // Assert
    expect(equipment).toBe(true);
  });

  it('should give your ship it is aboard a Phasing Cloak, RANGE +4 while phased (Rulebook 7.6)', () => {
    // Arrange
    const s = fleet().build();
    const ship = s.id('U.S.S. Enterprise');
    // Act
    const phased = send(s.game, { type: 'ship.phase', player: 'p1', ship });
    // Assert
    expect(isPhased(ship)(phased)).toBe(true);
    expect(rangeLeft(ship)(phased)).toBe(13);
  });

  it('should give no Phasing Cloak to a ship it is not aboard (Rulebook 7.6)', () => {
    // Arrange
    const s = fleet().ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' }).build();
    // Act
    const refused = refusal(s.game, { type: 'ship.phase', player: 'p1', ship: s.id('U.S.S. Galaxy') });
    // Assert
    expect(refused).toBe('7.6 Cloak');
  });
});

// Helpers

const fleet = () =>
  onTurn()
    .mission('p1', 'Test Mission')
    .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
    .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard', 'Phased Cloaking Device']);
