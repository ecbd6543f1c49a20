import { cardsIn, getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import * as SeedStacks from './seed-stacks';

describe('seededCount', () => {
  it('should count a player\'s face-down cards under a mission (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .seed('Avert Disaster', 'p2', ['Archer', 'Chalnoth'])
      .seed('Avert Disaster', 'p1', ['Microvirus'])
      .build();
    // Act
    const count = SeedStacks.seededCount(s.id('Avert Disaster'), 'p2')(s.game);
    // Assert
    expect(count).toBe(2);
  });
});

describe('addToStack', () => {
  it('should put the card face down on top, so the first card stacked is met first (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .place('p2', { kind: 'seedDeck', player: 'p2' }, ['Archer', 'Chalnoth'])
      .build();
    const location = s.id('Avert Disaster');
    // Act
    const next = SeedStacks.addToStack(
      'p2',
      s.id('Chalnoth'),
      location,
    )(SeedStacks.addToStack('p2', s.id('Archer'), location)(s.game));
    // Assert
    expect(cardsIn({ kind: 'underMission', location })(next)).toEqual([s.id('Chalnoth'), s.id('Archer')]);
    expect(getCard(s.id('Archer'))(next)).toMatchObject({ faceUp: false, seededBy: 'p2' });
  });
});

describe('isShared', () => {
  it('should tell a location with both players\' mission cards (Rulebook "Mission Phase")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .mission('p2', 'Test Mission')
      .mission('p1', 'Avert Disaster')
      .build();
    // Act
    const shared = [s.ids('Test Mission')[0] as string, s.id('Avert Disaster')].map((l) =>
      SeedStacks.isShared(l)(s.game),
    );
    // Assert
    expect(shared).toEqual([true, false]);
    expect(SeedStacks.bottomMissionOwner(s.ids('Test Mission')[0] as string)(s.game)).toBe('p1');
    expect(SeedStacks.locationsInOrder(s.game)).toEqual([s.ids('Test Mission')[0], s.id('Avert Disaster')]);
  });
});
