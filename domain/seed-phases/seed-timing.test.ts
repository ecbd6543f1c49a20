import { loadCardDatabase } from '../../cards/database';
import { maySeedIn, seedPhasesOf, seedsInAnyPhase } from './seed-timing';

describe('seedsInAnyPhase', () => {
  it('should hold for the cards whose text begins "Seeds (in any phase)", not for other doorways (Rulebook "Seed Phases" L199; Barzan Wormhole)', () => {
    // Arrange
    const titles = ['Barzan Wormhole', 'Bajoran Wormhole: Mirror Universe', 'Alternate Universe Door'];
    // Act
    const read = titles.map((title) => seedsInAnyPhase(card(title)));
    // Assert
    expect(read).toEqual([true, true, false]);
  });
});

describe('seedPhasesOf', () => {
  it('should give each card type its own phase, other cards the facility phase, and a card that seeds in any phase all four (Rulebook "Seed Phases" L199)', () => {
    // Arrange
    const titles = [
      'Alternate Universe Door',
      'Excavation',
      'Archer',
      'Federation Outpost',
      'Barzan Wormhole',
    ];
    // Act
    const phases = titles.map((title) => seedPhasesOf(card(title)));
    // Assert
    expect(phases).toEqual([
      ['doorway'],
      ['mission'],
      ['dilemma'],
      ['facility'],
      ['doorway', 'mission', 'dilemma', 'facility'],
    ]);
  });
});

describe('maySeedIn', () => {
  it('should let Barzan Wormhole seed in the dilemma phase and a dilemma, but not a doorway that seeds on the table (Rulebook "Dilemma Phase" L253)', () => {
    // Arrange
    const inDilemmaPhase = maySeedIn('dilemma');
    // Act
    const read = ['Barzan Wormhole', 'Archer', 'Alternate Universe Door'].map((t) => inDilemmaPhase(card(t)));
    // Assert
    expect(read).toEqual([true, true, false]);
  });
});

// Helpers

const card = (title: string) => {
  const found = loadCardDatabase().byTitle(title)[0];
  if (found === undefined) throw new Error(`no card titled ${title}`);
  return found;
};
