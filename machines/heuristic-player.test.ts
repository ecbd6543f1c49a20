import * as E from 'fp-ts/Either';
import { scenario } from '../domain/scenario';
import { startGame } from './engine';
import { heuristicPlayer } from './heuristic-player';

describe('heuristicPlayer', () => {
  it('should attempt a planet mission whose requirements its Away Team meets (Rulebook 7.2 Attempting a Mission)', () => {
    // Arrange: Excavation needs Archaeology OR CUNNING>32; Jean-Luc Picard has Archaeology
    const s = scenario({ active: 'p1' })
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Jean-Luc Picard'])
      .drawDeck('p1', ['Data'])
      .drawDeck('p2', ['Worf'])
      .build();
    const game = started(s.game);
    // Act
    const command = heuristicPlayer(1).choose(game);
    // Assert
    expect(command).toEqual({ type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
  });

  it('should not attempt a mission its team cannot solve, and report personnel instead', () => {
    // Arrange: Avert Disaster needs Geology + Honor + INTEGRITY>35, which Data alone lacks
    const s = scenario({ active: 'p1' })
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
      .surface('Avert Disaster', 'p1', ['Data'])
      .hand('p1', ['Worf'])
      .drawDeck('p1', ['Tasha Yar'])
      .drawDeck('p2', ['Worf'])
      .build();
    const game = started(s.game);
    // Act
    const command = heuristicPlayer(1).choose(game);
    // Assert
    expect(command?.type).toBe('card.play');
  });
});

// Helpers

function started(state: Parameters<typeof startGame>[0]) {
  const game = startGame(state);
  if (E.isLeft(game)) throw new Error(game.left.message);
  return game.right;
}
