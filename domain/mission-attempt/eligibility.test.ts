import * as E from 'fp-ts/Either';
import type { CardId, GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { candidates, checkAttempt, mayAttemptMission, teamFor } from './eligibility';

describe('mayAttemptMission', () => {
  it('should let a player attempt a mission with a point box they seeded (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario().mission('p1', 'Test Mission').build();
    // Act
    const result = mayAttemptMission(s.id('Test Mission'), 'p1')(s.game);
    // Assert
    expect(E.isRight(result)).toBe(true);
  });

  it("should refuse an opponent's mission worth under 40 points (Rulebook 7.2)", () => {
    // Arrange
    const s = scenario().mission('p2', 'Test Mission').build();
    // Act
    const result = mayAttemptMission(s.id('Test Mission'), 'p1')(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.2 Attempting a Mission');
  });

  it("should allow an opponent's mission worth 40 points or more (Rulebook 7.2)", () => {
    // Arrange
    const s = scenario().mission('p2', 'Avert Disaster').build();
    // Act
    const result = mayAttemptMission(s.id('Avert Disaster'), 'p1')(s.game);
    // Assert
    expect(E.isRight(result)).toBe(true);
  });

  it("should allow an opponent's universal mission when more than one copy is in play (Rulebook 7.2)", () => {
    // Arrange
    const one = scenario().mission('p2', { title: 'Geological Survey', label: 'first' }).build();
    const two = scenario()
      .mission('p2', { title: 'Geological Survey', label: 'first' })
      .mission('p2', { title: 'Geological Survey', label: 'second' })
      .build();
    // Act
    const alone = mayAttemptMission(one.id('first'), 'p1')(one.game);
    const copies = mayAttemptMission(two.id('first'), 'p1')(two.game);
    // Assert
    expect([E.isLeft(alone), E.isRight(copies)]).toEqual([true, true]);
  });

  it('should refuse a completed mission (Rulebook 7.2 "Solving a Mission")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Test Mission').build();
    const location = s.id('Test Mission');
    const game = completed(s.game, location);
    // Act
    const result = mayAttemptMission(location, 'p1')(game);
    // Assert
    expect(E.isLeft(result)).toBe(true);
  });

  it('should refuse a mission without a point box: it can never be solved (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario().mission('p1', 'Space').build();
    // Act
    const result = mayAttemptMission(s.id('Space'), 'p1')(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/no point box/);
  });
});

describe('checkAttempt', () => {
  it('should accept an undocked ship whose crew matches the space mission (Rulebook 7.2)', () => {
    // Arrange
    const s = spaceScenario().build();
    // Act
    const result = checkAttempt(attemptWith(s.id('Test Mission'), s.id('Runabout')))(s.game);
    // Assert
    expect(E.isRight(result)).toBe(true);
  });

  it('should refuse a stopped ship (Rulebook 10.2.1)', () => {
    // Arrange
    const s = spaceScenario().modify('Runabout', { stopped: true }).build();
    // Act
    const result = checkAttempt(attemptWith(s.id('Test Mission'), s.id('Runabout')))(s.game);
    // Assert
    expect(E.isLeft(result)).toBe(true);
  });

  it('should refuse a docked ship: only an undocked ship attempts (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .ship('p1', 'Runabout', { dockedAt: 'Federation Outpost' })
      .aboard('Runabout', 'p1', ['Data'])
      .build();
    // Act
    const result = checkAttempt(attemptWith(s.id('Test Mission'), s.id('Runabout')))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/undocked/);
  });

  it('should refuse a planet attempt without a ship at a space mission (Rulebook 7.2)', () => {
    // Arrange
    const s = spaceScenario().build();
    // Act
    const result = checkAttempt({ type: 'mission.attempt', player: 'p1', location: s.id('Test Mission') })(
      s.game,
    );
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/space mission/);
  });

  it('should refuse an Away Team without a personnel matching the mission icons (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario().mission('p1', 'First Contact').surface('First Contact', 'p1', ['Kurn']).build();
    // Act
    const result = checkAttempt({ type: 'mission.attempt', player: 'p1', location: s.id('First Contact') })(
      s.game,
    );
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/affiliation/);
  });

  it('should refuse an Away Team of stopped personnel only (Rulebook 10.2.1)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'First Contact')
      .surface('First Contact', 'p1', ['Deanna Troi'])
      .modify('Deanna Troi', { stopped: true })
      .build();
    // Act
    const result = checkAttempt({ type: 'mission.attempt', player: 'p1', location: s.id('First Contact') })(
      s.game,
    );
    // Assert
    expect(E.isLeft(result)).toBe(true);
  });

  it("should refuse an attempt on the opponent's turn (Rulebook 7.2)", () => {
    // Arrange
    const s = scenario({ active: 'p2' })
      .mission('p1', 'First Contact')
      .surface('First Contact', 'p1', ['Deanna Troi'])
      .build();
    // Act
    const result = checkAttempt({ type: 'mission.attempt', player: 'p1', location: s.id('First Contact') })(
      s.game,
    );
    // Assert
    expect(E.isLeft(result)).toBe(true);
  });
});

describe('teamFor', () => {
  it('should let a treaty partner assist the matching personnel in one Away Team (Rulebook 7.2, "Compatible")', () => {
    // Arrange
    const s = treatyScenario().table('p1', ['Treaty: Federation/Klingon']).build();
    const request = { player: 'p1', location: s.id('First Contact'), ship: null };
    // Act
    const team = teamFor(request)(s.game);
    const check = checkAttempt({ type: 'mission.attempt', player: 'p1', location: s.id('First Contact') })(
      s.game,
    );
    // Assert
    expect([[...team].sort(), E.isRight(check)]).toEqual([[s.id('Deanna Troi'), s.id('Kurn')].sort(), true]);
  });

  it('should leave an incompatible personnel out of the attempting Away Team without a treaty (Rulebook 7.2)', () => {
    // Arrange
    const s = treatyScenario().build();
    // Act
    const team = teamFor({ player: 'p1', location: s.id('First Contact'), ship: null })(s.game);
    // Assert
    expect(team).toEqual([s.id('Deanna Troi')]);
  });

  it('should not let a treaty make a partner match the mission icons (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'First Contact')
      .surface('First Contact', 'p1', ['Kurn'])
      .table('p1', ['Treaty: Federation/Klingon'])
      .build();
    // Act
    const result = checkAttempt({ type: 'mission.attempt', player: 'p1', location: s.id('First Contact') })(
      s.game,
    );
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/affiliation/);
  });
});

describe('candidates', () => {
  it('should list exactly the legal attempts once checked (Rulebook 7.2)', () => {
    // Arrange
    const s = spaceScenario()
      .mission('p1', 'First Contact')
      .surface('First Contact', 'p1', ['Deanna Troi'])
      .build();
    // Act
    const legal = candidates('p1')(s.game).filter((c) => E.isRight(checkAttempt(c)(s.game)));
    // Assert
    expect(legal).toEqual([
      { type: 'mission.attempt', player: 'p1', location: s.id('Test Mission'), ship: s.id('Runabout') },
      { type: 'mission.attempt', player: 'p1', location: s.id('First Contact') },
    ]);
  });

  it('should offer an Away Team attempt only where the player has personnel on the surface (Rulebook 7.2)', () => {
    // Arrange
    const s = spaceScenario()
      .mission('p1', 'First Contact')
      .mission('p2', 'Excavation')
      .surface('Excavation', 'p2', ['Deanna Troi'])
      .build();
    // Act
    const listed = candidates('p1')(s.game);
    // Assert
    expect(listed).toEqual([
      { type: 'mission.attempt', player: 'p1', location: s.id('Test Mission'), ship: s.id('Runabout') },
    ]);
  });
});

// Helpers

const treatyScenario = () =>
  scenario().mission('p1', 'First Contact').surface('First Contact', 'p1', ['Kurn', 'Deanna Troi']);

const spaceScenario = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', ['Data', 'Mendon']);

const attemptWith = (location: CardId, ship: CardId) =>
  ({ type: 'mission.attempt', player: 'p1', location, ship }) as const;

const completed = (game: GameState, location: CardId): GameState => ({
  ...game,
  locations: {
    ...game.locations,
    [location]: { ...(game.locations[location] as GameState['locations'][string]), completedBy: 'p2' },
  },
});
