// Q-Net (premiere/qnet), event:
// "Plays between two adjacent spaceline locations. No ship may pass the Q-Net unless 2 Diplomacy aboard."
import type { ScenarioBuilder } from '../../../domain/game/scenario';
import { onTurn, playsOf, put, refusal } from '../play-test-support';

describe('qNet', () => {
  it('should play between a location and the next one along the spaceline (Rulebook "Play a Card")', () => {
    // Arrange
    const s = line().hand('p1', ['Q-Net']).build();
    // Act
    const plays = playsOf(s.game, s.id('Q-Net'));
    // Assert
    expect(plays.map((c) => ('target' in c ? c.target : null))).toEqual([
      { card: s.id('Test Mission') },
      { card: s.id('Study Nebula') },
    ]);
  });

  it('should stop a ship passing it unless 2 Diplomacy aboard (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const blocked = netted(['Data']);
    const diplomats = netted(['Sarek']);
    const move = (to: string, s: typeof blocked) =>
      refusal(s.game, { type: 'ship.move', player: 'p1', ship: s.id('Runabout'), to: s.id(to) });
    // Act
    const refusals = [move('Study Nebula', blocked), move('Explore Black Cluster', blocked)];
    const allowed = move('Explore Black Cluster', diplomats);
    // Assert
    expect(refusals).toEqual(['Q-Net', 'Q-Net']);
    expect(allowed).toBeNull();
  });
});

// Helpers

const line = (): ScenarioBuilder =>
  onTurn().mission('p1', 'Test Mission').mission('p1', 'Study Nebula').mission('p1', 'Explore Black Cluster');

const netted = (crew: ReadonlyArray<string>) => {
  const s = line().ship('p1', 'Runabout', { at: 'Test Mission' }).aboard('Runabout', 'p1', crew).build();
  const [, game] = put(s.game, 'p2', 'Q-Net', { kind: 'playedOn', host: s.id('Test Mission') });
  return { ...s, game };
};
