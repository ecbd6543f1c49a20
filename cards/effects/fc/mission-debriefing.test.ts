// Mission Debriefing (fc/missiondebriefing) and Mission Debriefing (Voyager) (voy/missiondebriefingvoy), events, [HA]
// hidden agendas: "Seeds or plays on table. Whenever any crew or Away Team finishes a mission attempt (whether
// successful or not), it is "stopped." (Captain's Order.)"
import { type GameState, getCard } from '../../../domain/core/game-state';
import type { ScenarioBuilder } from '../../../domain/game/scenario';
import { afterCommand } from '../../../domain/game/settle';
import { begin, finish, solve } from '../../../domain/mission-attempt';
import { legalActions, state } from '../../../machines/engine';
import { onTurn, send } from '../play-test-support';
import { play, refused, started } from '../response-test-support';

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

describe('missionDebriefing as a valid response', () => {
  it('should be offered to the opponent just after a mission is solved, and stop that team (Rulebook "Playing \'At Any Time\'": "retroactive effect, if a valid response")', () => {
    // Arrange
    const [game, s] = started(solvable().table('p2', [DEBRIEFING]).modify(DEBRIEFING, { faceUp: false }));
    const activation = { type: 'agenda.activate', player: 'p2', card: s.id(DEBRIEFING) } as const;
    play(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
    const offered = legalActions(game);
    // Act
    const after = play(game, activation);
    // Assert
    expect(offered).toEqual([activation, { type: 'response.pass', player: 'p2' }]);
    expect(after.cards[s.id(DEBRIEFING)]?.faceUp).toBe(true);
    expect(['Baran', 'Deanna Troi'].map((t) => after.cards[s.id(t)]?.stopped)).toEqual([true, true]);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should leave the team unstopped when the opponent passes (Rulings "actions – step 2")', () => {
    // Arrange
    const [game, s] = started(solvable().table('p2', [DEBRIEFING]).modify(DEBRIEFING, { faceUp: false }));
    play(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
    // Act
    const after = play(game, { type: 'response.pass', player: 'p2' });
    // Assert
    expect(after.cards[s.id(DEBRIEFING)]?.faceUp).toBe(false);
    expect(after.cards[s.id('Baran')]?.stopped).toBe(false);
  });

  it('should refuse another hidden agenda in that window, naming the rule, the game unchanged (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(
      solvable()
        .table('p2', [DEBRIEFING, TREATY])
        .modify(DEBRIEFING, { faceUp: false })
        .modify(TREATY, { faceUp: false }),
    );
    play(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
    const before = state(game);
    // Act
    const rule = refused(game, { type: 'agenda.activate', player: 'p2', card: s.id(TREATY) });
    // Assert
    expect(rule).toBe("Playing 'At Any Time'");
    expect(state(game)).toBe(before);
  });

  it('should open no window after a solved mission when no one holds a valid response (Rulebook 7.2)', () => {
    // Arrange
    const [game, s] = started(solvable().table('p2', [TREATY]).modify(TREATY, { faceUp: false }));
    // Act
    const after = play(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should stop any player\'s team when Mission Debriefing (Voyager), a copy found by title and text, is in play, whoever\'s card it is (Rulebook "Copies")', () => {
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

const TREATY = 'Treaty: Romulan/Cardassian';

/** p1's Away Team able to solve Excavation (no seed cards), both draw decks stocked for the turn's end. */
const solvable = () => excavation(onTurn()).drawDeck('p1', ['Worf']).drawDeck('p2', ['Kurn']);

const excavation = (builder: ScenarioBuilder) =>
  builder.mission('p1', 'Excavation').surface('Excavation', 'p1', ['Baran', 'Deanna Troi']);

/**
 * Whether each member of p1's Away Team is stopped once it solved the mission at `location` (and the settle step that
 * follows every command answered the attempt finished).
 */
const stoppedAfterSolving = (game: GameState, location: string): ReadonlyArray<boolean> => {
  const { game: done, report } = finish('solved')(solve(begin({ player: 'p1', location, ship: null })(game)));
  return report.team.map((id) => getCard(id)(afterCommand(done)).stopped);
};
