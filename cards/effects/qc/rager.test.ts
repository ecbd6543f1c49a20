// Rager (qc/rager), personnel, special skill:
// "Scores 5 points if helps solve {Explore Dyson Sphere}."
import { scoreAfterAttempt } from '../solving-test-support';

/** Explore Dyson Sphere (35 points): ENGINEER x3, Navigation, Computer Skill and Physics without Rager's. */
const crew = ['Geordi La Forge', 'Data'];

describe('rager', () => {
  it('should score 5 points when the crew she is in solves Explore Dyson Sphere, and nothing when she is elsewhere (Rulebook 7.2 "Solving a Mission")', () => {
    // Arrange: the crew with her, or with her at Avert Disaster
    // Act
    const [helping, away] = [
      scoreAfterAttempt('Explore Dyson Sphere', [...crew, 'Rager']),
      scoreAfterAttempt('Explore Dyson Sphere', crew, ['Rager']),
    ];
    // Assert
    expect([helping, away]).toEqual([35 + 5, 35]);
  });
});
