// Rulings "unopposed" (L438): "A site is unopposed if your opponent has no docked ships or personnel at that site.
// Cards that are cloaked, phased, disabled or in stasis do not oppose."

import { terokNor } from './test-support';
import { isSiteUnopposedFor, unopposedPersonnelAt } from './unopposed';

describe('isSiteUnopposedFor', () => {
  it('should hold at a site where the opponent has no personnel and no docked ship (Rulings "unopposed")', () => {
    // Arrange
    const s = terokNor(["Quark's Bar", 'Promenade Shops'])
      .aboard("Quark's Bar", 'p1', ['Morn'])
      .aboard('Promenade Shops', 'p2', ['Vash'])
      .build();
    // Act
    const unopposed = isSiteUnopposedFor('p1', s.id("Quark's Bar"))(s.game);
    // Assert
    expect(unopposed).toBe(true);
  });

  it('should fail at a site with the opponent\'s personnel there (Rulings "unopposed")', () => {
    // Arrange
    const s = terokNor(["Quark's Bar"])
      .aboard("Quark's Bar", 'p1', ['Morn'])
      .aboard("Quark's Bar", 'p2', ['Vash'])
      .build();
    // Act
    const unopposed = [
      isSiteUnopposedFor('p1', s.id("Quark's Bar"))(s.game),
      unopposedPersonnelAt('p1', s.id("Quark's Bar"))(s.game),
    ];
    // Assert
    expect(unopposed).toEqual([false, []]);
  });

  it('should fail at a site with the opponent\'s ship docked there, even with no one aboard (Rulings "unopposed")', () => {
    // Arrange
    const s = terokNor(['Docking Ports'])
      .aboard('Docking Ports', 'p1', ['Morn'])
      .ship('p2', 'Ferengi Shuttle', { dockedAt: 'Docking Ports' })
      .build();
    // Act
    const unopposed = isSiteUnopposedFor('p1', s.id('Docking Ports'))(s.game);
    // Assert
    expect(unopposed).toBe(false);
  });

  it('should not count a disabled opposing personnel or one in stasis (Rulings "unopposed": they do not oppose)', () => {
    // Arrange
    const disabled = terokNor(["Quark's Bar"])
      .aboard("Quark's Bar", 'p1', ['Morn'])
      .aboard("Quark's Bar", 'p2', ['Vash'])
      .modify('Vash', { disabled: true })
      .build();
    const stasis = terokNor(["Quark's Bar"])
      .aboard("Quark's Bar", 'p1', ['Morn'])
      .aboard("Quark's Bar", 'p2', ['Vash'])
      .modify('Vash', { stasis: true })
      .build();
    // Act
    const unopposed = [disabled, stasis].map((s) => unopposedPersonnelAt('p1', s.id("Quark's Bar"))(s.game));
    // Assert
    expect(unopposed).toEqual([[disabled.id('Morn')], [stasis.id('Morn')]]);
  });
});
