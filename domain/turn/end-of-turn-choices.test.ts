import { scenario } from '../game/scenario';
import { beginNext } from './end-of-turn-choices';

describe('beginNext', () => {
  it('should ask for the nemesis to destroy (Rulebook "End of Turn"; "Nemesis Destruction")', () => {
    // Arrange
    const s = scenario({ phase: 'play' })
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Kor'])
      .surface('Excavation', 'p2', ['The Albino'])
      .build();
    // Act
    const game = beginNext(s.game);
    // Assert
    expect(game.choosing?.kind).toBe('nemesisDestruction');
  });

  it('should leave the game unchanged when no end-of-turn decision is left (Rulebook "End of Turn")', () => {
    // Arrange
    const s = scenario({ phase: 'play' })
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Kor'])
      .build();
    // Act
    const game = beginNext(s.game);
    // Assert
    expect(game).toBe(s.game);
  });
});
