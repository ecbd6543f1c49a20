import { scenario } from '../game/scenario';
import { stopsTeamsFinishingAttempts } from './debriefing';

describe('stopsTeamsFinishingAttempts', () => {
  it('should hold only while Mission Debriefing is in play (face up)', () => {
    // Arrange
    const base = scenario().table('p1', ['Mission Debriefing']);
    const [inPlay, faceDown] = [base.build(), base.modify('Mission Debriefing', { faceUp: false }).build()];
    // Act
    const holds = [inPlay, faceDown].map((s) => stopsTeamsFinishingAttempts(s.game));
    // Assert
    expect(holds).toEqual([true, false]);
  });
});
