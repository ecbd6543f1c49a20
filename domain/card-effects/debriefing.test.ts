import { scenario } from '../game/scenario';
import { stopsTeamsFinishingAttempts, stopTeamAfterAttempt } from './debriefing';

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

describe('stopTeamAfterAttempt', () => {
  it('should stop each member of the team (Rulebook 10.2.1 Stopped)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .table('p2', ['Mission Debriefing'])
      .build();
    const team = [s.id('Baran'), s.id('Deanna Troi')];
    // Act
    const after = stopTeamAfterAttempt(team)(s.game);
    // Assert
    expect(team.map((id) => after.cards[id]?.stopped)).toEqual([true, true]);
  });
});
