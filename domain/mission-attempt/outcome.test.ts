import { type GameState, getCard, type Location } from '../core/game-state';
import { scenario } from '../game/scenario';
import { fail, failUnsolved, finish, meetsMissionRequirements, solve } from './outcome';
import { begin } from './seed-cards';

describe('meetsMissionRequirements', () => {
  it('should be met by the remaining team matching the mission (Rulebook 7.2 "Solving a Mission")', () => {
    // Arrange
    const s = planet().build();
    // Act
    const met = meetsMissionRequirements(begun(s.game, s.id('Excavation')));
    // Assert
    expect(met).toBe(true);
  });

  it('should never be met by a player barred by their own mis-seed (Rulebook 7.2.4)', () => {
    // Arrange
    const s = planet().build();
    const location = s.id('Excavation');
    const barred = {
      ...s.game,
      locations: { ...s.game.locations, [location]: { ...place(s.game, location), cannotSolve: ['p1'] } },
    };
    // Act
    const met = meetsMissionRequirements(begun(barred, location));
    // Assert
    expect(met).toBe(false);
  });
});

describe('solve', () => {
  it('should mark the mission completed and score its points (Rulebook 7.2 "Solving a Mission")', () => {
    // Arrange
    const s = planet().build();
    const location = s.id('Excavation');
    // Act
    const game = solve(begun(s.game, location));
    // Assert
    expect([game.locations[location]?.completedBy, game.players[0].score]).toEqual(['p1', 25]);
  });
});

describe('fail', () => {
  it('should stop the ship and its crew (Rulebook 10.2.1)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Data'])
      .build();
    const game = begin({ player: 'p1', location: s.id('Test Mission'), ship: s.id('Runabout') })(s.game);
    // Act
    const failed = fail(game);
    // Assert
    expect([getCard(s.id('Runabout'))(failed).stopped, getCard(s.id('Data'))(failed).stopped]).toEqual([
      true,
      true,
    ]);
  });
});

describe('failUnsolved', () => {
  it('should fail the attempt with the team left unstopped (Rulebook "Mission Attempt" L716-722)', () => {
    // Arrange
    const s = planet().build();
    // Act
    const failed = failUnsolved(begun(s.game, s.id('Excavation')));
    // Assert
    expect([getCard(s.id('Baran'))(failed).stopped, failed.attempt?.stopped]).toEqual([false, 'failed']);
  });
});

describe('finish', () => {
  it('should remove the attempt and give back the decision pending before it (Rulebook 7.2)', () => {
    // Arrange
    const s = planet().build();
    const turn = { player: 'p1', decision: 'turn.act' } as const;
    const game = begin({ player: 'p1', location: s.id('Excavation'), ship: null })({
      ...s.game,
      pending: turn,
    });
    // Act
    const done = finish('failed')({ ...game, pending: { player: 'p2', decision: 'attempt.choose' } });
    // Assert
    expect([done.game.attempt, done.game.pending, done.report.outcome]).toEqual([undefined, turn, 'failed']);
  });
});

// Helpers

const planet = () =>
  scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', ['Baran', 'Deanna Troi']);

const place = (game: GameState, location: string): Location => {
  const found = game.locations[location];
  if (found === undefined) throw new Error(`no location ${location}`);
  return found;
};

const begun = (game: Parameters<ReturnType<typeof begin>>[0], location: string) =>
  begin({ player: 'p1', location, ship: null })(game);
