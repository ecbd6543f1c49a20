// Interphase Generator (premiere/interphasegenerator), artifact:
// "Use as Equipment card. Where present, nullifies {Chalnoth}, {Archer}, {Rebel Encounter}, {Impassable Door},
// {Phased Matter}, {Crystalline Entity}, {Armus}, and {Nausicaans} dilemmas."
import { scenario } from '../../../domain/game/scenario';
import { legalActions, state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

/** p1's Away Team (Vash, Data) attempts Excavation over Armus; the generator is on the planet or aboard the ship. */
const attempting = (generator: 'surface' | 'aboard' | 'seeded') => {
  const base = scenario({ active: 'p1' })
    .mission('p1', 'Excavation')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
    .surface('Excavation', 'p1', ['Vash', 'Data']);
  const placed =
    generator === 'surface'
      ? base
          .surface('Excavation', 'p1', ['Interphase Generator'])
          .seed('Excavation', 'p2', ['Armus - Skin of Evil'])
      : generator === 'aboard'
        ? base
            .aboard('U.S.S. Galaxy', 'p1', ['Interphase Generator'])
            .seed('Excavation', 'p2', ['Armus - Skin of Evil'])
        : base.seed('Excavation', 'p2', ['Interphase Generator']);
  const [game, s] = started(placed);
  const after = play(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
  return { game, s, after };
};

describe('interphaseGenerator', () => {
  it('should nullify Armus encountered by an Away Team it is present with: no one dies (Rulebook 12.4 Present)', () => {
    // Arrange
    const { s, after } = attempting('surface');
    // Act
    const zones = ['Vash', 'Data'].map((t) => after.cards[s.id(t)]?.zone.kind);
    // Assert
    expect(zones).toEqual(['planetSurface', 'planetSurface']);
    expect(after.cards[s.id('Armus - Skin of Evil')]?.zone.kind).toBe('outOfPlay');
    expect(after.locations[s.id('Excavation')]?.completedBy).toBe('p1');
  });

  it('should not nullify Armus when it is not present with the Away Team (Interphase Generator)', () => {
    // Arrange
    const { s, after } = attempting('aboard');
    // Act
    const dead = ['Vash', 'Data'].filter((t) => after.cards[s.id(t)]?.zone.kind === 'discard');
    // Assert
    expect(dead).toHaveLength(1);
  });

  it('should be earned with the Away Team as equipment and beam up with it (Rulebook 7.2; Rulings "card types")', () => {
    // Arrange
    const { game, s, after } = attempting('seeded');
    const generator = s.id('Interphase Generator');
    const beam = {
      type: 'card.beam',
      player: 'p1',
      card: generator,
      from: s.id('Excavation'),
      to: s.id('U.S.S. Galaxy'),
    } as const;
    const offered = legalActions(game);
    // Act
    const moved = play(game, beam);
    // Assert
    expect(after.cards[generator]?.zone).toEqual({ kind: 'planetSurface', location: s.id('Excavation') });
    expect(offered).toContainEqual(beam);
    expect(moved.cards[generator]?.zone).toEqual({ kind: 'aboard', carrier: s.id('U.S.S. Galaxy') });
  });

  it("should refuse to beam an opponent's generator, changing nothing (Rulebook 7.1.1 Beam)", () => {
    // Arrange
    const { game, s, after } = attempting('seeded');
    // Act
    const rule = refused(game, {
      type: 'card.beam',
      player: 'p2',
      card: s.id('Interphase Generator'),
      from: s.id('Excavation'),
      to: s.id('U.S.S. Galaxy'),
    });
    // Assert
    expect(rule).not.toBeNull();
    expect(state(game)).toBe(after);
  });
});
