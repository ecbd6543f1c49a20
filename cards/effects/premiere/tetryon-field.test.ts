// Tetryon Field (premiere/tetryonfield), event:
// "Plays crosswise on any spaceline location. All ships must stop here before proceeding on next turn, unless
// Navigation aboard."
import { onTurn, put, refusal, send } from '../play-test-support';

describe('tetryonField', () => {
  it('should make a ship without Navigation stop there, and stay for the rest of the turn (Rulings "Tetryon Field")', () => {
    // Arrange
    const s = field(['Data']);
    // Act
    const past = refusal(s.game, move(s.id('Runabout'), s.id('Explore Black Cluster')));
    const stopped = send(s.game, move(s.id('Runabout'), s.id('Study Nebula')));
    // Assert
    expect(past).toBe('Tetryon Field');
    expect(refusal(stopped, move(s.id('Runabout'), s.id('Explore Black Cluster')))).toBe('Tetryon Field');
    const nextTurn = { ...stopped, turn: { ...stopped.turn, number: stopped.turn.number + 2 } };
    expect(refusal(nextTurn, move(s.id('Runabout'), s.id('Explore Black Cluster')))).toBeNull();
  });

  it('should let a ship with Navigation aboard fly by (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = field(['Wesley Crusher']);
    // Act
    const past = refusal(s.game, move(s.id('Runabout'), s.id('Explore Black Cluster')));
    // Assert
    expect(past).toBeNull();
  });
});

// Helpers

const field = (crew: ReadonlyArray<string>) => {
  const s = onTurn()
    .mission('p1', 'Test Mission')
    .mission('p1', 'Study Nebula')
    .mission('p1', 'Explore Black Cluster')
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', crew)
    .build();
  const [, game] = put(s.game, 'p2', 'Tetryon Field', { kind: 'playedOn', host: s.id('Study Nebula') });
  return { ...s, game };
};

const move = (ship: string, to: string) => ({ type: 'ship.move', player: 'p1', ship, to }) as const;
