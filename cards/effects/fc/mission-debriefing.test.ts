// Mission Debriefing (fc/missiondebriefing) and Mission Debriefing (Voyager) (voy/missiondebriefingvoy), events, [HA]
// hidden agendas: "Seeds or plays on table. Whenever any crew or Away Team finishes a mission attempt (whether
// successful or not), it is "stopped." (Captain's Order.)"
import { type GameState, getCard } from '../../../domain/game-state';
import { begin, finish, solve } from '../../../domain/mission-attempt';
import type { ScenarioBuilder } from '../../../domain/scenario';
import { onTurn, send } from '../play-test-support';

describe('missionDebriefing', () => {
  it('should stop the Away Team that just solved a mission once activated, not while face down', () => {
    // Arrange
    const s = excavation(onTurn().table('p1', [DEBRIEFING]).modify(DEBRIEFING, { faceUp: false })).build();
    const activated = send(s.game, { type: 'agenda.activate', player: 'p1', card: s.id(DEBRIEFING) });
    // Act
    const [hidden, active] = [s.game, activated].map((g) => stoppedAfterSolving(g, s.id('Excavation')));
    // Assert
    expect([hidden, active]).toEqual([
      [false, false],
      [true, true],
    ]);
  });
});

describe('missionDebriefingVoyager', () => {
  it("should stop any player's team, whoever's card it is: the same text", () => {
    // Arrange
    const s = excavation(onTurn().table('p2', [DEBRIEFING_VOYAGER])).build();
    // Act
    const stopped = stoppedAfterSolving(s.game, s.id('Excavation'));
    // Assert
    expect(stopped).toEqual([true, true]);
  });
});

// Helpers

const DEBRIEFING = 'Mission Debriefing';
const DEBRIEFING_VOYAGER = 'Mission Debriefing (Voyager)';

const excavation = (builder: ScenarioBuilder) =>
  builder.mission('p1', 'Excavation').surface('Excavation', 'p1', ['Baran', 'Deanna Troi']);

/** Whether each member of p1's Away Team is stopped once it solved the mission at `location`. */
const stoppedAfterSolving = (game: GameState, location: string): ReadonlyArray<boolean> => {
  const { game: done, report } = finish('solved')(solve(begin({ player: 'p1', location, ship: null })(game)));
  return report.team.map((id) => getCard(id)(done).stopped);
};
