import * as O from 'fp-ts/Option';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { scenario } from '../game/scenario';
import {
  areDrawDecksExhausted,
  completedMissionTypes,
  endGame,
  gameResult,
  hasMetWinCondition,
  winner,
} from './victory';

describe('hasMetWinCondition', () => {
  it('should win with 100 points, a completed planet mission and a completed space mission (Rulebook "Missions")', () => {
    // Arrange
    const { game, id } = missions();
    const done = complete(game, ['Evaluate Terraforming', 'Wormhole Negotiations'].map(id), 'p1', 100);
    // Act & Assert
    expect(hasMetWinCondition('p1')(done)).toBe(true);
  });

  it('should not win with 100 points from two planet missions and no space mission (Rulebook "Missions")', () => {
    // Arrange
    const { game, id } = missions();
    const done = complete(game, ['Evaluate Terraforming', 'Excavation'].map(id), 'p1', 120);
    // Act & Assert
    expect(hasMetWinCondition('p1')(done)).toBe(false);
  });

  it('should not win with both mission types but only 95 points (Rulebook "Missions")', () => {
    // Arrange
    const { game, id } = missions();
    const done = complete(game, ['Evaluate Terraforming', 'Wormhole Negotiations'].map(id), 'p1', 95);
    // Act & Assert
    expect(hasMetWinCondition('p1')(done)).toBe(false);
  });

  it('should count a space/planet mission as the missing type, but one mission never as both (Rulebook "Missions")', () => {
    // Arrange
    const { game, id } = missions();
    const withPlanet = complete(game, ['Evaluate Terraforming', 'Runabout Search'].map(id), 'p1', 100);
    const dualOnly = complete(game, [id('Runabout Search')], 'p1', 100);
    // Act & Assert
    expect(hasMetWinCondition('p1')(withPlanet)).toBe(true);
    expect(hasMetWinCondition('p1')(dualOnly)).toBe(false);
  });

  it('should not count the opponent\'s completed missions (Rulebook "Missions")', () => {
    // Arrange
    const { game, id } = missions();
    const done = complete(
      complete(game, [id('Evaluate Terraforming')], 'p1', 100),
      [id('Wormhole Negotiations')],
      'p2',
      0,
    );
    // Act & Assert
    expect(completedMissionTypes('p1')(done)).toEqual(['planet']);
    expect(hasMetWinCondition('p1')(done)).toBe(false);
  });
});

describe('gameResult', () => {
  it('should go on while no one has won and draw decks remain (Rulebook "Missions")', () => {
    // Arrange
    const { game } = missions();
    // Act & Assert
    expect(gameResult(game)).toEqual(O.none);
  });

  it('should name the player who met the win condition (Rulebook "Missions")', () => {
    // Arrange
    const { game, id } = missions();
    const done = complete(game, ['Evaluate Terraforming', 'Wormhole Negotiations'].map(id), 'p2', 100);
    // Act & Assert
    expect(gameResult(done)).toEqual(O.some({ kind: 'won', winner: 'p2', reason: 'points' }));
    expect(winner(done)).toEqual(O.some('p2'));
  });

  it('should go on while a player has not yet ended a turn with an empty draw deck (1E end of game)', () => {
    // Arrange
    const { game } = scenario().build();
    const oneExhausted = { ...game, turn: { ...game.turn, exhaustedDrawDecks: ['p1'] } };
    // Act & Assert
    expect(areDrawDecksExhausted(oneExhausted)).toBe(false);
    expect(gameResult(withScores(oneExhausted, 40, 35))).toEqual(O.none);
  });

  it('should give the game to more points when both draw decks are exhausted (1E end of game)', () => {
    // Arrange
    const game = exhausted(scenario().build().game);
    const scored = withScores(game, 40, 35);
    // Act & Assert
    expect(areDrawDecksExhausted(scored)).toBe(true);
    expect(gameResult(scored)).toEqual(O.some({ kind: 'won', winner: 'p1', reason: 'decksExhausted' }));
  });

  it('should be a draw when both draw decks are exhausted with equal points (1E end of game)', () => {
    // Arrange
    const game = exhausted(scenario().build().game);
    // Act & Assert
    expect(gameResult(withScores(game, 25, 25))).toEqual(O.some({ kind: 'draw', reason: 'decksExhausted' }));
    expect(winner(withScores(game, 25, 25))).toEqual(O.none);
  });

  it('should not end the game during the seed phases, when draw decks may still be empty (1E end of game)', () => {
    // Arrange
    const game = exhausted(scenario({ phase: 'facility' }).build().game);
    // Act & Assert
    expect(gameResult(game)).toEqual(O.none);
  });

  it('should honour a winner declared by a card, e.g. a forfeit (Rulebook "Entering Play")', () => {
    // Arrange
    const { game } = missions();
    // Act & Assert
    expect(winner({ ...game, winner: 'p2' })).toEqual(O.some('p2'));
  });
});

describe('endGame', () => {
  it('should record a draw explicitly, with no winner and no pending decision (1E end of game)', () => {
    // Arrange
    const game = withScores(exhausted(scenario().build().game), 25, 25);
    // Act
    const over = endGame(game);
    // Assert
    expect(over).toMatchObject({ phase: 'over', pending: null, winner: null });
    expect(over.result).toEqual({ kind: 'draw', reason: 'decksExhausted' });
    expect(gameResult(over)).toEqual(O.some({ kind: 'draw', reason: 'decksExhausted' }));
  });

  it('should leave a game that goes on unchanged (Rulebook "Missions")', () => {
    // Arrange
    const { game } = missions();
    // Act & Assert
    expect(endGame(game)).toBe(game);
  });
});

// Helpers

const exhausted = (game: GameState): GameState => ({
  ...game,
  turn: { ...game.turn, exhaustedDrawDecks: game.players.map((p) => p.id) },
});

const missions = () =>
  scenario()
    .mission('p1', 'Evaluate Terraforming')
    .mission('p1', 'Excavation')
    .mission('p1', 'Wormhole Negotiations')
    .mission('p1', 'Runabout Search')
    .drawDeck('p1', ['Tricorder'])
    .drawDeck('p2', ['Tricorder'])
    .build();

const complete = (
  game: GameState,
  missionIds: ReadonlyArray<CardId>,
  player: PlayerId,
  score: number,
): GameState => {
  const locations = { ...game.locations };
  for (const mission of missionIds) {
    const zone = game.cards[mission]?.zone;
    const location = zone?.kind === 'spaceline' ? locations[zone.location] : undefined;
    if (location !== undefined) locations[location.id] = { ...location, completedBy: player };
  }
  const [p1, p2] = game.players;
  return withScores(
    { ...game, locations },
    p1.id === player ? score : p1.score,
    p2.id === player ? score : p2.score,
  );
};

const withScores = (game: GameState, p1: number, p2: number): GameState => ({
  ...game,
  players: [
    { ...game.players[0], score: p1 },
    { ...game.players[1], score: p2 },
  ],
});
