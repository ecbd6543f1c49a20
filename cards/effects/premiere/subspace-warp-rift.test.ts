// Subspace Warp Rift (premiere/subspacewarprift), event:
// "Plays crosswise on any spaceline location. Any ship passing over here without stopping incurs damage."
import { onTurn, put, send } from '../play-test-support';

describe('subspaceWarpRift', () => {
  it('should damage a ship that flies by its location, not one that stops there (Rulings "passing locations")', () => {
    // Arrange
    const s = rift();
    // Act
    const passing = send(s.game, move(s.id('Runabout'), s.id('Explore Black Cluster')));
    const stopping = send(s.game, move(s.id('Runabout'), s.id('Study Nebula')));
    const onward = send(stopping, move(s.id('Runabout'), s.id('Explore Black Cluster')));
    // Assert
    expect([passing, stopping, onward].map((g) => g.cards[s.id('Runabout')]?.damage)).toEqual([1, 0, 0]);
  });
});

// Helpers

const rift = () => {
  const s = onTurn()
    .mission('p1', 'Test Mission')
    .mission('p1', 'Study Nebula')
    .mission('p1', 'Explore Black Cluster')
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', ['Data'])
    .build();
  const [, game] = put(s.game, 'p2', 'Subspace Warp Rift', { kind: 'playedOn', host: s.id('Study Nebula') });
  return { ...s, game };
};

const move = (ship: string, to: string) => ({ type: 'ship.move', player: 'p1', ship, to }) as const;
