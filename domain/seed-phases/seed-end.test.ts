import { cardsIn, getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import * as SeedEnd from './seed-end';

describe('endSeedPhases', () => {
  it('should place unused seed cards face up out of play (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = seeded().build();
    // Act
    const next = SeedEnd.endSeedPhases(s.game);
    // Assert
    expect(cardsIn({ kind: 'seedDeck', player: 'p1' })(next)).toEqual([]);
    expect(getCard(s.id('Archer'))(next)).toMatchObject({
      zone: { kind: 'outOfPlay', player: 'p1' },
      faceUp: true,
    });
  });

  it('should place unseeded sites face up out of play, and leave seeded ones in their line (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Verify Evidence')
      .facility('p1', 'Nor', { at: 'Verify Evidence' })
      .site('p1', 'Ops', { on: 'Nor' })
      .place('p1', { kind: 'sitePile', player: 'p1' }, ['Infirmary'])
      .build();
    // Act
    const next = SeedEnd.endSeedPhases(s.game);
    // Assert
    expect(getCard(s.id('Infirmary'))(next)).toMatchObject({
      zone: { kind: 'outOfPlay', player: 'p1' },
      faceUp: true,
    });
    expect(getCard(s.id('Ops'))(next).zone).toEqual({ kind: 'playedOn', host: s.id('Nor') });
  });

  it('should leave seeded cards where they are (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = seeded().build();
    // Act
    const next = SeedEnd.endSeedPhases(s.game);
    // Assert
    expect(getCard(s.id('Chalnoth'))(next).zone.kind).toBe('underMission');
  });

  it('should give each player a starting hand of seven from a shuffled draw deck (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = seeded().build();
    // Act
    const next = SeedEnd.endSeedPhases(s.game);
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(next)).toHaveLength(7);
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(next)).toHaveLength(3);
    expect(next.random).not.toEqual(s.game.random);
  });

  it('should draw only what a short draw deck holds (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = seeded().build();
    // Act
    const next = SeedEnd.endSeedPhases(s.game);
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p2' })(next)).toHaveLength(2);
  });

  it('should shuffle the same way from the same seed (ARCHITECTURE "Deterministic")', () => {
    // Arrange
    const s = seeded().build();
    // Act
    const [a, b] = [SeedEnd.endSeedPhases(s.game), SeedEnd.endSeedPhases(s.game)];
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(a)).toEqual(cardsIn({ kind: 'hand', player: 'p1' })(b));
  });

  it('should begin the play phase on turn 1 of the starting player (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = seeded().build();
    // Act
    const next = SeedEnd.endSeedPhases(s.game);
    // Assert
    expect(next).toMatchObject({ phase: 'play', turn: { number: 1, active: 'p1' }, pending: null });
  });
});

// Helpers

const seeded = () =>
  scenario({ phase: 'facility' })
    .mission('p2', 'Fever Emergency')
    .seed('Fever Emergency', 'p1', ['Chalnoth'])
    .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Archer'])
    .drawDeck(
      'p1',
      Array.from({ length: 10 }, (_, i) => ({ title: 'Data', label: `d${i}` })),
    )
    .drawDeck('p2', ['Worf', 'Kurn']);
