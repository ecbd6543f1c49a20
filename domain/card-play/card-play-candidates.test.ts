import { scenario } from '../game/scenario';
import { anyTimeCandidates } from './card-play-candidates';

describe('anyTimeCandidates', () => {
  it('should list the interrupts a player may play at any time, not responses nor other cards (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = scenario({ active: 'p2' }).hand('p1', ['The Juggler', 'Amanda Rogers', 'Red Alert!']).build();
    // Act
    const plays = anyTimeCandidates('p1')(s.game);
    // Assert
    expect(plays.map((c) => c.card)).toEqual([s.id('The Juggler'), s.id('The Juggler')]);
  });
});
