import { scenario } from '../game/scenario';
import { equipmentPresent, isEquipment } from './equipment';

describe('isEquipment', () => {
  it('should count an artifact used as an Equipment card (Rulings "card types")', () => {
    // Arrange
    const s = scenario().hand('p1', ['Tricorder', 'Interphase Generator', "Horga'hn", 'Data']).build();
    // Act
    const kinds = ['Tricorder', 'Interphase Generator', "Horga'hn", 'Data'].map((t) =>
      isEquipment(s.id(t))(s.game),
    );
    // Assert
    expect(kinds).toEqual([true, true, false, false]);
  });
});

describe('equipmentPresent', () => {
  it('should find the equipment aboard a ship, or present with an Away Team member (Rulebook 12.4 Present)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Data', 'Tricorder'])
      .surface('Avert Disaster', 'p2', ['Kromm', 'Klingon Disruptor'])
      .build();
    // Act
    const found = [equipmentPresent(s.id('Runabout'))(s.game), equipmentPresent(s.id('Kromm'))(s.game)];
    // Assert
    expect(found).toEqual([[s.id('Tricorder')], [s.id('Klingon Disruptor')]]);
  });
});
