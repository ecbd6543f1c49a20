// Armus - Skin of Evil (premiere/armusskinofevil), [P] dilemma:
// "Kills one Away Team member (random selection). Discard dilemma."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('armusSkinOfEvil', () => {
  it('should kill one Away Team member at random and go out of play, the attempt going on (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Armus - Skin of Evil'])
      .surface('Excavation', 'p1', ['Data', 'Tasha Yar', 'Worf', 'Baran'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toHaveLength(1);
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Armus - Skin of Evil')]);
    expect(run.game.chronicle.some((e) => e.text.endsWith(' is killed'))).toBe(true);
  });

  it('should pick its victim from the game random state, the same seed giving the same victim (Rulebook 12.14)', () => {
    // Arrange
    const build = (seed: number) =>
      scenario({ seed })
        .mission('p1', 'Excavation')
        .seed('Excavation', 'p2', ['Armus - Skin of Evil'])
        .surface('Excavation', 'p1', ['Data', 'Tasha Yar', 'Worf', 'Baran'])
        .build();
    const victim = (seed: number) => {
      const s = build(seed);
      return cardsIn({ kind: 'discard', player: 'p1' })(
        runAttempt(s.game, onPlanet('p1', s.id('Excavation'))).game,
      );
    };
    // Act
    const victims = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => victim(seed)[0]));
    // Assert
    expect(victim(7)).toEqual(victim(7));
    expect(victims.size).toBeGreaterThan(1);
  });
});
