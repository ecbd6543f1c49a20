import { copyKey } from './copies';
import { loadCardDatabase } from './database';

describe('copyKey', () => {
  it('should give a reprint with the same title and text the key of its original (Rulebook "Copies")', () => {
    // Arrange
    const db = loadCardDatabase();
    // Act & Assert
    expect(copyKey(db.blueprint('Ref/barclaysprotomorphosisdise'))).toBe(
      copyKey(db.blueprint('premiere/barclaysprotomorphosisdise')),
    );
  });

  it('should give a Trouble with Tribbles reprint, named with the export\'s " (Tribble)" suffix, its original\'s key (Rulebook "Copies")', () => {
    // Arrange
    const db = loadCardDatabase();
    const reprint = db.all.find((b) => b.title === 'Archer (Tribble)');
    const original = db.all.find((b) => b.title === 'Archer' && b.text === reprint?.text);
    // Act & Assert
    expect(reprint).toBeDefined();
    expect(original).toBeDefined();
    expect(copyKey(reprint as NonNullable<typeof reprint>)).toBe(
      copyKey(original as NonNullable<typeof original>),
    );
  });

  it.each([
    ['Lower Decks (Voyager)', 'au/Lower-Decks'],
    ['Auto-Destruct Sequence (Voyager)', 'premiere/Auto-destruct-Sequence'],
    ['Distortion of Space/Time Continuum (Voyager)', 'premiere/Distortion-of-ST-Continuum'],
    ['Starfleet Type III Phaser Rifle (Voyager)', 'fc/starfleettypeiiiphaserrifl'],
    ['Kitara (Borderless Promos)', 'metamorpho/metamorphosis_61'],
    ['Assimilate Planet (The Borg)', 'fc/AssimilatePlanetFC'],
    ['Transwarp Network Gateway (Q Who?)', 'fc/Transwarp-Network-Gateway'],
  ])(
    'should give %s, named with its set as the export\'s suffix, the key of %s (Rulebook "Copies")',
    (title, id) => {
      // Arrange
      const db = loadCardDatabase();
      const reprint = db.all.find((b) => b.title === title);
      // Act & Assert
      expect(reprint).toBeDefined();
      expect(copyKey(reprint as NonNullable<typeof reprint>)).toBe(copyKey(db.blueprint(id)));
    },
  );

  it.each([
    ['VP/277VP', 'premiere/AlienAbduction'],
    ['VP/125VP', 'au/thehigherthefewer'],
    ['VP/91AVP', 'borg/hajurhir'],
  ])(
    'should give the Virtual Promo reprint %s, marked " *VP" (or "* *VP", an alternate image) by the export, the key of %s (Rulebook "Copies")',
    (reprint, original) => {
      // Arrange
      const db = loadCardDatabase();
      // Act & Assert
      expect(copyKey(db.blueprint(reprint))).toBe(copyKey(db.blueprint(original)));
    },
  );

  it('should keep a Virtual Promo reprint whose game text differs apart from its original (Rulebook "Copies": same title and game text)', () => {
    // Arrange: Spacedoor *VP prints "one compatible ? ship" where Official Tournament Sealed Deck's prints "[Univ] ship"
    const db = loadCardDatabase();
    // Act & Assert
    expect(copyKey(db.blueprint('VP/SpaceDoorOpenVP,SpaceDoorClosedVP'))).not.toBe(
      copyKey(db.blueprint('otsd/spacedoor,spacedoorclosed')),
    );
  });

  it('should keep a set-suffixed reprint whose game text differs apart from its original (Rulebook "Copies": same title and game text)', () => {
    // Arrange: "WEAPONS and SHIELDS +3" (Voyager) against "SHIELDS and WEAPONS +3" (Alternate Universe)
    const db = loadCardDatabase();
    // Act & Assert
    expect(copyKey(db.blueprint('voy/captainslogvoy'))).not.toBe(copyKey(db.blueprint('au/CaptainsLog')));
  });

  it('should keep a persona subtitle, which is no set name, in the key (Rulebook "Copies")', () => {
    // Arrange
    const db = loadCardDatabase();
    const subtitled = db.all.find((b) => / \(Clever Captain\)$/.test(b.title));
    // Act & Assert
    expect(subtitled).toBeDefined();
    expect(copyKey(subtitled as NonNullable<typeof subtitled>)).toContain('(Clever Captain)');
  });

  it('should give the printings of one tribble number one key (Rulebook "[Tribble] Tribbles (11.3)", "Copies")', () => {
    // Arrange
    const db = loadCardDatabase();
    const tens = db.all.filter((b) => b.type === 'Tribble' && b.title.startsWith('10 Tribbles'));
    // Act
    const keys = new Set(tens.map(copyKey));
    // Assert
    expect(tens.length).toBeGreaterThan(1);
    expect(keys.size).toBe(1);
  });
});
