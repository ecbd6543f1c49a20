// Timicin (qc/timicin), personnel, special skill:
// "Scores 10 points if helps solve {Test Mission}."
import { scoreAfterAttempt } from '../solving-test-support';

/** Test Mission (25 points): Physics (Geordi La Forge) and INTEGRITY 8 + 9 + 7 + 8 = 32, without Timicin's. */
const crew = ['Geordi La Forge', 'Jean-Luc Picard', 'William T. Riker', 'Data'];

describe('timicin', () => {
  it('should score 10 points when the crew he is in solves Test Mission, and nothing when he is elsewhere (Rulebook 7.2 "Solving a Mission")', () => {
    // Arrange: the crew with him, or with him at Avert Disaster
    // Act
    const [helping, away] = [
      scoreAfterAttempt('Test Mission', [...crew, 'Timicin']),
      scoreAfterAttempt('Test Mission', crew, ['Timicin']),
    ];
    // Assert
    expect([helping, away]).toEqual([25 + 10, 25]);
  });
});
