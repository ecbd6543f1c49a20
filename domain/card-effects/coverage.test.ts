import { loadCardDatabase } from '../../cards/database';
import { textStatus } from './coverage';

describe('textStatus', () => {
  it('should count declared text, text-free cards and built-in rules as implemented (ARCHITECTURE "Cards are data")', () => {
    // Arrange
    const titles = [
      'Medical Kit',
      'Data',
      'Federation Outpost',
      'Test Mission',
      'Nausicaans',
      'Combat Vessel',
    ];
    // Act
    const statuses = titles.map((t) => textStatus(card(t)).implemented);
    // Assert
    expect(statuses).toEqual([true, true, true, true, true, true]);
  });

  it('should name what is missing: undeclared text, a special skill, ship equipment (ARCHITECTURE "Cards are data")', () => {
    // Arrange
    const titles = ['Lore Returns', "Gi'ral", 'Apnex'];
    // Act
    const statuses = titles.map((t) => textStatus(card(t)));
    // Assert
    expect(statuses).toEqual([
      { implemented: false, reason: 'card text not declared' },
      { implemented: false, reason: expect.stringMatching(/^special skill not implemented/) },
      { implemented: false, reason: 'not implemented: "Phasing Cloak (RANGE +4 while phased)"' },
    ]);
  });

  it('should count Holodeck and the equipment that cards read (Tractor Beam) as implemented (Rulebook "Holograms")', () => {
    // Arrange
    const titles = ['U.S.S. Galaxy', 'Mercenary Ship'];
    // Act
    const statuses = titles.map((t) => textStatus(card(t)).implemented);
    // Assert
    expect(statuses).toEqual([true, true]);
  });
});

// Helpers

const card = (title: string) => {
  const [first] = loadCardDatabase().byTitle(title);
  if (first === undefined) throw new Error(`no card ${title}`);
  return first;
};
