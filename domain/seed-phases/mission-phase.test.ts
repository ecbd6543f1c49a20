import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { blueprintOf, cardsIn, type GameState, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import * as MissionPhase from './mission-phase';

describe('begin', () => {
  it('should shuffle both mission piles with the game seed, keeping their cards (Rulebook "Mission Phase")', () => {
    // Arrange
    const s = piles(FEDERATION, KLINGON);
    // Act
    const a = MissionPhase.begin(s.game);
    const b = MissionPhase.begin(s.game);
    // Assert
    const pile = (g: GameState) => cardsIn({ kind: 'missionPile', player: 'p1' })(g);
    expect(pile(a)).toEqual(pile(b));
    expect([...pile(a)].sort()).toEqual([...pile(s.game)].sort());
    expect(a.random).not.toEqual(s.game.random);
    expect(a.phase).toBe('mission');
  });
});

describe('nextPlacer', () => {
  it('should start with the starting player, then alternate (Rulebook "Mission Phase")', () => {
    // Arrange
    const s = piles(FEDERATION, KLINGON);
    const game = start(s.game);
    // Act
    const first = MissionPhase.nextPlacer(game);
    const second = MissionPhase.nextPlacer(placeFirstLegal(game));
    // Assert
    expect(first).toEqual(O.some('p1'));
    expect(second).toEqual(O.some('p2'));
  });

  it('should let a player keep placing when the other pile is empty (Rulebook "Mission Phase")', () => {
    // Arrange
    const s = piles(FEDERATION.slice(0, 2), KLINGON.slice(0, 1));
    const game = placeFirstLegal(placeFirstLegal(start(s.game)));
    // Act
    const next = MissionPhase.nextPlacer(game);
    // Assert
    expect(next).toEqual(O.some('p1'));
  });

  it('should end the phase when both piles are empty (Rulebook "Mission Phase")', () => {
    // Arrange
    const s = piles(FEDERATION.slice(0, 1), KLINGON.slice(0, 1));
    const game = placeFirstLegal(placeFirstLegal(start(s.game)));
    // Act
    const complete = MissionPhase.isMissionPhaseComplete(game);
    // Assert
    expect(complete).toBe(true);
    expect(Object.keys(game.locations)).toHaveLength(2);
  });
});

describe('rule', () => {
  it('should offer exactly the placements of the top mission: either end of the spaceline (Rulebook "Mission Phase")', () => {
    // Arrange
    const s = piles(FEDERATION.slice(0, 2), KLINGON.slice(0, 1));
    const game = placeFirstLegal(start(s.game));
    // Act
    const actions = Decisions.legalActions(game);
    // Assert
    expect(actions).toEqual([
      { type: 'mission.place', player: 'p2', placement: { kind: 'spaceline', quadrant: 'Alpha', index: 0 } },
      { type: 'mission.place', player: 'p2', placement: { kind: 'spaceline', quadrant: 'Alpha', index: 1 } },
    ]);
  });

  it('should place the top mission of the pile face up on the spaceline (Rulebook "Mission Phase")', () => {
    // Arrange
    const game = start(piles(FEDERATION.slice(0, 2), KLINGON).game);
    const top = cardsIn({ kind: 'missionPile', player: 'p1' })(game)[0] as string;
    // Act
    const next = Decisions.apply({
      type: 'mission.place',
      player: 'p1',
      placement: { kind: 'spaceline', quadrant: 'Alpha', index: 0 },
    })(game);
    // Assert
    expect(getCard(top)(next).zone).toEqual({ kind: 'spaceline', location: top });
    expect(getCard(top)(next).faceUp).toBe(true);
    expect(next.spacelines.Alpha).toEqual([top]);
  });

  it('should tell in the chronicle which mission was placed, and where on its spaceline (Rulebook "Mission Phase")', () => {
    // Arrange: the drawn mission is placed face up, for both players to see
    const game = placeFirstLegal(start(piles(FEDERATION.slice(0, 2), KLINGON.slice(0, 1)).game));
    const top = cardsIn({ kind: 'missionPile', player: 'p2' })(game)[0] as string;
    const placement = { kind: 'spaceline', quadrant: 'Alpha', index: 1 } as const;
    // Act
    const next = Decisions.apply({ type: 'mission.place', player: 'p2', placement })(game);
    // Assert
    const title = blueprintOf(top)(next).title;
    expect(next.chronicle.at(-1)).toMatchObject({
      text: `p2 places ${title} (${top}) on the Alpha Quadrant spaceline, 2 of 2 from the left`,
      card: top,
    });
    expect(next.chronicle.at(-1)?.unseen).toBeUndefined();
  });

  it('should make a duplicate location a shared mission (Rulebook "Mission Phase")', () => {
    // Arrange
    const game = placeFirstLegal(start(piles(['Test Mission'], ['Test Mission']).game));
    // Act
    const actions = Decisions.legalActions(game);
    // Assert
    expect(actions.map((a) => a.type === 'mission.place' && a.placement.kind)).toEqual(['shared']);
  });

  it('should refuse a placement that is not at an end, naming the Mission Phase (Rulebook "Mission Phase")', () => {
    // Arrange
    const game = placeFirstLegal(placeFirstLegal(start(piles(FEDERATION, KLINGON).game)));
    // Act
    const result = Decisions.check({
      type: 'mission.place',
      player: 'p1',
      placement: { kind: 'spaceline', quadrant: 'Alpha', index: 1 },
    })(game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Mission Phase');
  });

  it('should refuse a player with no mission left (Rulebook "Mission Phase")', () => {
    // Arrange
    const game = start(piles(FEDERATION, []).game);
    // Act
    const result = MissionPhase.rule.check({
      type: 'mission.place',
      player: 'p2',
      placement: { kind: 'spaceline', quadrant: 'Alpha', index: 0 },
    })(game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Mission Phase');
  });
});

// Helpers

const FEDERATION = ['Avert Disaster', 'Cultural Observation', 'Diplomacy Mission', 'Study Nebula'];
const KLINGON = ['Fever Emergency', 'Krios Suppression', 'Seek Life-form', 'Secret Salvage'];

const piles = (p1: ReadonlyArray<string>, p2: ReadonlyArray<string>) =>
  scenario({ phase: 'mission' })
    .place('p1', { kind: 'missionPile', player: 'p1' }, p1)
    .place('p2', { kind: 'missionPile', player: 'p2' }, p2)
    .build();

const start = (game: GameState): GameState => MissionPhase.awaitNextPlacer(MissionPhase.begin(game));

/** The pending player places their top mission at its first legal placement. */
const placeFirstLegal = (game: GameState): GameState => {
  const [first] = Decisions.legalActions(game);
  if (first === undefined) throw new Error('no legal placement');
  return MissionPhase.awaitNextPlacer(Decisions.apply(first)(game));
};
