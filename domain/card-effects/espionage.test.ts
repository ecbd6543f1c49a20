import { loadCardDatabase } from '../../cards/database';
import { addCard, type GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { discardAfterCompleted } from './espionage';

describe('discardAfterCompleted', () => {
  it('should discard the Espionage cards on the mission completed (Espionage: "Discard after mission completed")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Fever Emergency').mission('p1', 'Medical Relief').build();
    const game = espionage(espionage(s.game, s.id('Fever Emergency')), s.id('Medical Relief'));
    // Act
    const after = discardAfterCompleted(s.id('Fever Emergency'))(game);
    // Assert
    expect(after.zones['discard:p1']?.length).toBe(1);
    expect(after.zones[`playedOn:${s.id('Medical Relief')}`]?.length).toBe(1);
  });
});

// Helpers

const espionage = (game: GameState, mission: string): GameState => {
  const [blueprint] = loadCardDatabase().byTitle('Espionage: Federation on Klingon');
  if (blueprint === undefined) throw new Error('no Espionage');
  return addCard('p1', blueprint, { kind: 'playedOn', host: mission })(game)[1];
};
