// K'mbol (SSttR/ssttr31), personnel, special skill: "DL/ {Medical Kit} (if with your [Films] Leadership)."
import { downloadsAt } from '../mission-here-test-support';

describe('kmbol', () => {
  it('should download a Medical Kit only while your [Films] Leadership personnel is present with him (Rulebook "Special Download", 12.4)', () => {
    // Arrange: aboard a Klingon Outpost at Avert Disaster, with Klaa ([Films], Leadership) or Kromm (no [Films])
    const kitWith = (other: string) =>
      downloadsAt('Avert Disaster', "K'mbol", 'Medical Kit', 'Klingon Outpost', [], [other]);
    // Act
    const [withKlaa, withKromm] = [kitWith('Klaa'), kitWith('Kromm')];
    // Assert
    expect([withKlaa, withKromm]).toEqual(['downloaded', 'Special Download']);
  });
});
