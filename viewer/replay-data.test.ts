// Rulebook "Looking at Cards": a player's replay holds only what `view` and `log` give that player.
import * as E from 'fp-ts/Either';
import { bundledDecks, createGame, type Game, heuristicPlayer, persist, send, state } from '../index';
import { reader } from './intern';
import { type ReplayData, replayData } from './replay-data';

describe('replayData', () => {
  it('should give a step before the first command and one after each, the last with the saved scores', () => {
    // Arrange
    const game = playedGame(90);
    // Act
    const data = rightOf(replayData(persist(game), 'all'));
    // Assert
    expect(Object.keys(data.perspectives)).toEqual(['omniscient', 'p1', 'p2']);
    for (const perspective of Object.values(data.perspectives)) {
      expect(perspective.steps).toHaveLength(91);
      expect(perspective.log).toHaveLength(90);
    }
    const last = stepView(data, 'p2', 90);
    expect(last.players).toEqual(state(game).players);
    expect(stepView(data, 'omniscient', 0).spacelines).toEqual({}); // before the first mission is placed
  });

  it("should give a player's perspective no blueprint of a card in the opponent's hand that they never saw", () => {
    // Arrange
    const game = playedGame(90);
    const full = state(game);
    // Act
    const data = rightOf(replayData(persist(game), ['p1']));
    // Assert
    const seenByP1 = new Set(
      data.perspectives.p1?.steps.flatMap((_, i) =>
        Object.values(stepView(data, 'p1', i).cards).map((c) => c.blueprint),
      ),
    );
    const secret = (full.zones['hand:p2'] ?? [])
      .map((id) => full.cards[id]?.blueprint as string)
      .filter((blueprint) => !seenByP1.has(blueprint));
    expect(secret.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    for (const blueprint of secret) expect(text).not.toContain(blueprint);
    expect(stepView(data, 'p1', 90).cards[full.zones['hand:p2']?.[0] ?? '']?.blueprint).toBeNull();
  });

  it('should name the statecharts running at each step', () => {
    // Arrange
    const game = playedGame(12);
    // Act
    const data = rightOf(replayData(persist(game), ['omniscient']));
    // Assert
    const machines = stepMachines(data, 'omniscient', 12);
    expect(machines.map((m) => m.machine)).toEqual(['game', 'seedPhases', 'dilemmaPhase']);
    expect(machines[0]?.states).toEqual(['game_seedPhases']);
    expect(data.charts.missionAttempt).toMatch(/^stateDiagram-v2/);
  });

  it('should mark the ships in space that are staffed, by the rules of staffing (Rulebook 7.1.3)', () => {
    // Arrange: a whole game, in which ships report and fly staffed
    const game = playedGame(400);
    // Act
    const data = rightOf(replayData(persist(game), ['omniscient']));
    // Assert: some step has staffed ships, and each is a ship in space there
    const steps = (data.perspectives.omniscient?.steps ?? []).map(
      (_, i) => stepView(data, 'omniscient', i) as unknown as StaffedStep,
    );
    const marked = steps.filter((s) => (s.staffed ?? []).length > 0);
    expect(marked.length).toBeGreaterThan(0);
    for (const s of marked)
      for (const ship of s.staffed ?? []) expect(s.cards[ship]?.zone.kind).toMatch(/^(atLocation|docked)$/);
  });

  it('should refuse a text that is not a saved game, and a perspective of no player in it', () => {
    // Arrange
    const saved = persist(playedGame(1));
    // Act
    const notSaved = replayData('{"format":"chess"}', 'all');
    const noPlayer = replayData(saved, ['p3']);
    // Assert
    expect(notSaved).toEqual(E.left(expect.stringContaining('Not a persisted stccg 1E game')));
    expect(noPlayer).toEqual(E.left('no player p3 in this game (players: p1, p2)'));
  });
});

// Helpers

function playedGame(commands: number): Game {
  const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 6 });
  if (E.isLeft(created)) throw new Error(created.left.message);
  const game = created.right;
  const players = { p1: heuristicPlayer(13), p2: heuristicPlayer(14) };
  for (let i = 0; i < commands; i++) {
    const pending = state(game).pending;
    const command = pending === null ? null : players[pending.player as 'p1' | 'p2'].choose(game);
    if (command === null) break;
    send(game, command);
  }
  return game;
}

function rightOf<A>(either: E.Either<string, A>): A {
  if (E.isLeft(either)) throw new Error(either.left);
  return either.right;
}

interface SeenStep {
  readonly view: {
    readonly spacelines: unknown;
    readonly players: unknown;
    readonly cards: Readonly<Record<string, { readonly blueprint: string | null }>>;
  };
  readonly machines: ReadonlyArray<{ readonly machine: string; readonly states: ReadonlyArray<string> }>;
}

function step(data: ReplayData, perspective: string, index: number): SeenStep {
  const ref = data.perspectives[perspective]?.steps[index];
  if (ref === undefined) throw new Error(`no step ${index} for ${perspective}`);
  return reader(data.table)(ref) as unknown as SeenStep;
}

function stepView(data: ReplayData, perspective: string, index: number): SeenStep['view'] {
  return step(data, perspective, index).view;
}

function stepMachines(data: ReplayData, perspective: string, index: number): SeenStep['machines'] {
  return step(data, perspective, index).machines;
}

interface StaffedStep {
  readonly staffed?: ReadonlyArray<string>;
  readonly cards: Readonly<Record<string, { readonly zone: { readonly kind: string } }>>;
}
