import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import { scenario } from '../game/scenario';
import { buildingAffiliation, hasEngineerAt } from './building';

// Federation Outpost (Premiere): "Seed one OR build where you have a Federation ENGINEER."

describe('buildingAffiliation', () => {
  it('should read the ENGINEER affiliation an outpost needs to be built (Current Rulings "facilities")', () => {
    // Arrange
    const [outpost] = loadCardDatabase().byTitle('Federation Outpost');
    const [spacedock] = loadCardDatabase().byTitle('Spacedock');
    // Act & Assert
    expect(outpost && buildingAffiliation(outpost)).toEqual(O.some('Federation'));
    expect(spacedock && buildingAffiliation(spacedock)).toEqual(O.none);
  });
});

describe('hasEngineerAt', () => {
  it('should find your ENGINEER of that affiliation anywhere at the location, not elsewhere (Rulebook 12.4 "Here")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .surface('Avert Disaster', 'p1', ['Geordi La Forge'])
      .build();
    // Act & Assert
    expect(hasEngineerAt('p1', 'Federation', s.id('Avert Disaster'))(s.game)).toBe(true);
    expect(hasEngineerAt('p1', 'Federation', s.id('Test Mission'))(s.game)).toBe(false);
    expect(hasEngineerAt('p2', 'Federation', s.id('Avert Disaster'))(s.game)).toBe(false);
  });
});
