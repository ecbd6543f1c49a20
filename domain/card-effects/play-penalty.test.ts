import { scenario } from '../game/scenario';
import { penalizePlay, playPenalty } from './play-penalty';

describe('playPenalty', () => {
  it('should be 5 points for Q2 with The Line Must Be Drawn Here in play, and 0 for another card', () => {
    // Arrange
    const s = scenario()
      .table('p2', ['The Line Must Be Drawn Here'])
      .hand('p1', ['Q2', 'The Juggler'])
      .build();
    // Act
    const [q2, juggler] = [s.id('Q2'), s.id('The Juggler')].map((card) => playPenalty(card)(s.game));
    // Assert
    expect([q2, juggler]).toEqual([5, 0]);
  });
});

describe('penalizePlay', () => {
  it("should take the points from the card's player and say so", () => {
    // Arrange
    const s = scenario().table('p2', ['The Line Must Be Drawn Here']).hand('p1', ['Amanda Rogers']).build();
    // Act
    const after = penalizePlay('p1', s.id('Amanda Rogers'))(s.game);
    // Assert
    expect(after.players.map((p) => p.score)).toEqual([-5, 0]);
    expect(after.chronicle.at(-1)?.text).toMatch(/^p1 loses 5 points for playing Amanda Rogers/);
  });
});
