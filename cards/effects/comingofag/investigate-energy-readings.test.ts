// Investigate Energy Readings (comingofag/comingofage_04), planet mission, 35 points:
// "SECURITY + Anthropology x2 + (CUNNING>38 OR {[Bar]}) When you solve, may download {Barash} here."
// Rulebook 7.2 "Solving a Mission" (L705) and "Downloading" (L466-478): the solver may download Barash from their draw
// deck, played on the planet here.
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { type Game, legalActions } from '../../../machines/engine';
import { play, started } from '../response-test-support';

describe('investigateEnergyReadings', () => {
  it('should offer the solver, who says yes, the Barash of their draw deck, and no other card (L705, L466)', () => {
    // Arrange
    const [game, s] = readings();
    play(game, attempt(s));
    // Act
    play(game, { type: 'card.decide', player: 'p1', option: 'yes' });
    // Assert
    expect(legalActions(game)).toEqual([{ type: 'card.choose', player: 'p1', card: s.id('Barash') }]);
  });

  it('should download Barash to the planet here, the draw deck one card shorter', () => {
    // Arrange
    const [game, s] = readings();
    play(game, attempt(s));
    play(game, { type: 'card.decide', player: 'p1', option: 'yes' });
    // Act
    const after = play(game, { type: 'card.choose', player: 'p1', card: s.id('Barash') });
    // Assert
    expect(onPlanet(s, after)).toContain(s.id('Barash'));
    expect([drawDeckSize(after), after.pending]).toEqual([2, { player: 'p1', decision: 'turn.act' }]);
  });

  it('should download nothing when the solver says no ("may download")', () => {
    // Arrange
    const [game, s] = readings();
    const solved = play(game, attempt(s));
    // Act
    const after = play(game, { type: 'card.decide', player: 'p1', option: 'no' });
    // Assert
    expect(solved.locations[s.id('Investigate Energy Readings')]?.completedBy).toBe('p1');
    expect([onPlanet(s, after), drawDeckSize(after)]).toEqual([onPlanet(s, solved), 3]);
  });
});

// Helpers

const readings = (): readonly [Game, Scenario] =>
  started(
    scenario({ active: 'p1' })
      .mission('p1', 'Investigate Energy Readings')
      .surface('Investigate Energy Readings', 'p1', [
        'Darian Wallace',
        'Vash',
        'Jean-Luc Picard',
        'Data',
        'Beverly Crusher',
      ])
      .drawDeck('p1', ['Worf', 'Barash', 'Worf'])
      .drawDeck('p2', ['Worf', 'Worf', 'Worf']),
  );

const attempt = (s: Scenario) =>
  ({ type: 'mission.attempt', player: 'p1', location: s.id('Investigate Energy Readings') }) as const;

const onPlanet = (s: Scenario, game: GameState) =>
  cardsIn({ kind: 'planetSurface', location: s.id('Investigate Energy Readings') })(game);

const drawDeckSize = (game: GameState): number => cardsIn({ kind: 'drawDeck', player: 'p1' })(game).length;
