import { moveCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { completingTeam } from './completing-team';

describe('completingTeam', () => {
  it('should list the members of the team that just completed the mission still on the planet, none without a completion (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario({ active: 'p1' })
      .mission('p1', 'Excavation')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
      .surface('Excavation', 'p1', ['Vash', 'Data', 'Geordi La Forge'])
      .build();
    const team = ['Vash', 'Data', 'Geordi La Forge'].map(s.id);
    const completion = {
      kind: 'missionCompleted',
      player: 'p1',
      location: s.id('Excavation'),
      mission: 'planet',
      team,
    } as const;
    const beamedUp = moveCard(s.id('Data'), { kind: 'aboard', carrier: s.id('U.S.S. Galaxy') })(s.game);
    const responding = { stack: [completion], passed: [], asked: 'p2' };
    // Act
    const left = completingTeam(s.id('Excavation'), { ...beamedUp, responding });
    const none = completingTeam(s.id('Excavation'), s.game);
    // Assert
    expect(left).toEqual([s.id('Vash'), s.id('Geordi La Forge')]);
    expect(none).toEqual([]);
  });
});
