import { moveCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { begin } from '../mission-attempt/seed-cards';
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

  it('should list the team of the attempt that just solved the mission while its solving text resolves, none before it is solved (Rulebook 7.2 L705)', () => {
    // Arrange
    const s = scenario({ active: 'p1' })
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Vash', 'Data'])
      .build();
    const attempting = begin({ player: 'p1', location: s.id('Excavation'), ship: null })(s.game);
    const location = attempting.locations[s.id('Excavation')];
    if (location === undefined) throw new Error('no Excavation');
    const solved = {
      ...attempting,
      locations: { ...attempting.locations, [s.id('Excavation')]: { ...location, completedBy: 'p1' } },
    };
    // Act
    const during = completingTeam(s.id('Excavation'), solved);
    const before = completingTeam(s.id('Excavation'), attempting);
    // Assert
    expect(during).toEqual([s.id('Vash'), s.id('Data')]);
    expect(before).toEqual([]);
  });
});
