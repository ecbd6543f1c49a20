// Listing personnel battles as a judge's worked example, through the engine facade: Rulebook 7.4 personnel battle,
// stage 1 Initiation (L766): "The attacking player … chooses which single force is performing the attack, and which
// single opposing force present they are targeting"; 10.2.4 Stasis (L1063): "Ships and personnel in stasis … cannot be
// attacked in battle"; stage 3 Form Up (L773) sets the disabled aside. `legalActions` lists exactly what `send` accepts.
import { scenario } from '../domain/game/scenario';
import { legalActions } from '../machines/engine';
import { acting, sent } from '../machines/engine-test-support';
import { refusal } from '../machines/judge-test-support';

describe('listing a personnel battle', () => {
  it("should list and accept p1's Away Team attacking p2's, its member in stasis excepted (Rulebook 7.4 L766, 10.2.4 L1063)", () => {
    // Arrange
    const s = position();
    const game = acting(s.game);
    const attack = initiate(s, ['Tokath', 'Jera']);
    // Act
    const listed = legalActions(game).filter((c) => c.type === 'battle.initiate');
    // Assert
    expect(listed).toEqual([attack]);
    expect(sent(game, attack)).toBe(game);
  });

  it('should refuse, unchanged, an attack on a personnel in stasis or on part of a force (Rulebook 10.2.4 L1063, 7.4 L766)', () => {
    // Arrange
    const s = position();
    const game = acting(s.game);
    // Act
    const stasis = refusal(game, initiate(s, ['Tokath', 'Jera', 'Taul']));
    const part = refusal(game, initiate(s, ['Tokath']));
    // Assert
    expect(stasis).toEqual({ rule: '10.2.4 Stasis', unchanged: true });
    expect(part).toEqual({ rule: '7.4 Battle', unchanged: true });
  });
});

// Helpers

/** p1's Kurn and Kle'eg on Excavation with p2's Tokath, Jera (disabled) and Taul (in stasis). */
const position = () =>
  scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Kurn', "Kle'eg"])
    .surface('Excavation', 'p2', ['Tokath', 'Jera', 'Taul'])
    .modify('Jera', { disabled: true })
    .modify('Taul', { stasis: true })
    .build();

const initiate = (s: ReturnType<typeof position>, defenders: ReadonlyArray<string>) =>
  ({
    type: 'battle.initiate',
    player: 'p1',
    kind: 'personnel',
    place: { kind: 'planetSurface', location: s.id('Excavation') },
    attackers: [s.id('Kurn'), s.id("Kle'eg")],
    defenders: defenders.map(s.id),
  }) as const;
