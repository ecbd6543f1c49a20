import * as E from 'fp-ts/Either';
import { scenario } from '../game/scenario';
import { checkSeedAsPlayed, seedAsPlayed, seedAsPlayedCandidates } from './seed-as-played';

describe('seedAsPlayedCandidates', () => {
  it('should offer nothing where no spaceline location may take the card (Rulebook L225; Barzan Wormhole: "plays in Gamma or Delta Quadrant")', () => {
    // Arrange
    const s = seeding('Excavation').build();
    // Act
    const seeds = seedAsPlayedCandidates('dilemma', 'p1')(s.game);
    // Assert
    expect(seeds).toEqual([]);
  });

  it('should offer the card after a Gamma or Delta mission, once its player has none in play (Rulebook "Dilemma Phase" L253; Barzan Wormhole: "(limit one)")', () => {
    // Arrange
    const s = seeding('Investigate Rumors').build();
    const seed = {
      player: 'p1',
      card: s.id('Barzan Wormhole'),
      target: { card: s.id('Investigate Rumors') },
    };
    const two = seeding('Investigate Rumors')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, [{ title: 'Barzan Wormhole', label: 'second' }])
      .build();
    const seeded = seedAsPlayed({ ...seed, card: two.id('second') })(two.game);
    // Act
    const [offered, afterOne] = [
      seedAsPlayedCandidates('dilemma', 'p1')(s.game),
      seedAsPlayedCandidates('dilemma', 'p1')(seeded),
    ];
    // Assert
    expect(offered).toEqual([seed]);
    expect(afterOne).toEqual([]);
  });
});

describe('checkSeedAsPlayed', () => {
  it('should refuse a card that does not seed in any phase and a card from the opponent\'s seed deck (Rulebook "Seed Phases" L199)', () => {
    // Arrange
    const s = seeding('Investigate Rumors')
      .place('p2', { kind: 'seedDeck', player: 'p2' }, ['Archer'])
      .build();
    const target = { card: s.id('Investigate Rumors') };
    // Act
    const results = [
      checkSeedAsPlayed('dilemma', { player: 'p2', card: s.id('Archer'), target })(s.game),
      checkSeedAsPlayed('dilemma', { player: 'p2', card: s.id('Barzan Wormhole'), target })(s.game),
    ];
    // Assert
    expect(results.map((r) => E.isLeft(r) && r.left.message)).toEqual([
      'Archer does not "Seed (in any phase)" as its text plays.',
      `${s.id('Barzan Wormhole')} is not a card in p2's seed deck.`,
    ]);
  });
});

describe('seedAsPlayed', () => {
  it('should put the card in play face up, record it entering play and count the seed for alternation (Rulebook "Seed Phases" L201: "it is now in play")', () => {
    // Arrange
    const s = seeding('Investigate Rumors').build();
    const card = s.id('Barzan Wormhole');
    // Act
    const after = seedAsPlayed({ player: 'p1', card, target: { card: s.id('Investigate Rumors') } })(s.game);
    // Assert
    expect(after.cards[card]).toMatchObject({ zone: { kind: 'table', player: 'p1' }, faceUp: true });
    expect(after.events).toContainEqual({ type: 'card.enteredPlay', card });
    expect(after.seeding.lastSeeder).toBe('p1');
  });
});

// Helpers

const seeding = (mission: string) =>
  scenario({ phase: 'dilemma' })
    .mission('p1', mission)
    .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Barzan Wormhole']);
