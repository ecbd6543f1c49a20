import { placeMarker } from '../battle-rules/tactics-damage';
import { scenario } from '../game/scenario';
import { areEnhancementsOffLine, isEquipmentOffLine, offLineSystems } from './off-line';

describe('offLineSystems', () => {
  it('should list the systems the damage markers on a card take off line, none without markers (Rulebook 7.5)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Wormhole Negotiations')
      .ship('p2', 'U.S.S. Enterprise', { at: 'Wormhole Negotiations' })
      .table('p1', ['Pulse Phaser Cannons', 'Target Engines', 'Phaser Banks'])
      .build();
    const enterprise = s.id('U.S.S. Enterprise');
    // Act
    const marked = ['Pulse Phaser Cannons', 'Target Engines', 'Phaser Banks'].reduce(
      (g, title) => placeMarker(s.id(title), enterprise)(g),
      s.game,
    );
    // Assert
    expect(offLineSystems(enterprise)(s.game)).toEqual([]);
    expect(new Set(offLineSystems(enterprise)(marked))).toEqual(
      new Set([
        { kind: 'equipment', name: 'Tractor Beam' },
        { kind: 'enhancements', attribute: 'RANGE' },
      ]),
    );
    expect(isEquipmentOffLine(enterprise, 'tractor beam')(marked)).toBe(true);
    expect(areEnhancementsOffLine(enterprise, 'RANGE')(marked)).toBe(true);
    expect(areEnhancementsOffLine(enterprise, 'WEAPONS')(marked)).toBe(false);
  });
});
