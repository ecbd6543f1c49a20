import { loadCardDatabase } from '../../cards/database';
import { hasCharacteristic } from './characteristics';

describe('hasCharacteristic', () => {
  it.each([
    ['premiere/worf', 'Klingon', true],
    ['premiere/kehleyr', 'Klingon', true],
    ['premiere/kurn', 'Klingon', true],
    ['premiere/feklhr', 'Klingon', true],
    ['premiere/jeanlucpicard', 'Klingon', false],
    ['premiere/data', 'android', true],
    ['premiere/tashayar', 'Female', true],
    ['premiere/williamtriker', 'Female', false],
  ])(
    'should read %s as a %s: %s (Rulebook "Characteristics", L1112: title, characteristics, affiliation)',
    (id, name, expected) => {
      // Arrange
      const card = loadCardDatabase().blueprint(id);
      // Act
      const has = hasCharacteristic(name)(card);
      // Assert
      expect(has).toBe(expected);
    },
  );

  it('should not read a people the lore only mentions (Rulebook "Characteristics": the card says it has it)', () => {
    // Arrange: Dmitri Valtane "Monitored the 2293 disaster on the Klingon moon Praxis"
    const [valtane] = loadCardDatabase().byTitle('Dmitri Valtane');
    // Act
    const has = valtane !== undefined && hasCharacteristic('Klingon')(valtane);
    // Assert
    expect(has).toBe(false);
  });
});
