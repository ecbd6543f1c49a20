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
    const titles = ['Data Laughing', "Gi'ral", 'Kazon Shuttle'];
    // Act
    const statuses = titles.map((t) => textStatus(card(t)));
    // Assert
    expect(statuses).toEqual([
      { implemented: false, reason: 'card text not declared' },
      { implemented: false, reason: expect.stringMatching(/^special skill not implemented/) },
      {
        implemented: false,
        reason: 'not implemented: "Once each turn, may take off or land"',
      },
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

  it('should count a Tractor Beam that "cannot carry ships aboard" as implemented (Rulebook "Carried ships")', () => {
    // Arrange
    const titles = ["B'rel", 'U.S.S. Defiant', 'U.S.S. Sao Paulo'];
    // Act
    const statuses = titles.map((t) => textStatus(card(t)));
    // Assert
    expect(statuses.map((s) => s.reason)).toEqual(
      titles.map(() => 'no text beyond implemented special equipment'),
    );
  });

  it('should count a ship\'s plain [DL] icons as implemented, and not its other text (Rulebook "Special Download")', () => {
    // Arrange
    const titles = ['U.S.S. Voyager', "Weyoun's Warship"];
    // Act
    const statuses = titles.map((t) => textStatus(card(t)));
    // Assert
    expect(statuses.map((s) => s.implemented)).toEqual([true, false]);
    expect(statuses[1]?.reason).toBe('not implemented: "Invasive Transporters"');
  });

  it('should count the side deck doorways whose "OR Stock in deck" text is declared as implemented (Rulebook "Side decks")', () => {
    // Arrange
    const titles = ['Storage Compartment Door', 'Battle Bridge Door', 'Battle Bridge Door *VP'];
    const printings = titles.flatMap((t) => loadCardDatabase().byTitle(t));
    // Act
    const statuses = printings.map(textStatus);
    // Assert: twt, Bah!, bog and VP
    expect(printings).toHaveLength(4);
    expect(statuses).toEqual(printings.map(() => ({ implemented: true, reason: 'declared card text' })));
  });
});

// Helpers

const card = (title: string) => {
  const [first] = loadCardDatabase().byTitle(title);
  if (first === undefined) throw new Error(`no card ${title}`);
  return first;
};
