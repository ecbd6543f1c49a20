import { scenario } from '../game/scenario';
import { stopTeamAfterAttempt } from './finished-team';

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

  it('should leave the team as it is when no card in play says so (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', ['Baran']).build();
    // Act
    const after = stopTeamAfterAttempt([s.id('Baran')])(s.game);
    // Assert
    expect(after).toBe(s.game);
  });
});
