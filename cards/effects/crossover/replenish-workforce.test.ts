// Replenish Workforce (crossover/crossover_40), planet mission, 30 points:
// "OFFICER + SECURITY x2 + STRENGTH>30 When you solve, may download a {[KCA] human} here."
// Rulebook 7.2 "Solving a Mission" (L705) and "Downloading" (L466-478): the solver may download a [KCA] Human
// personnel from their draw deck (not a [KCA] Klingon), played on the planet here.
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { type Game, legalActions } from '../../../machines/engine';
import { play, started } from '../response-test-support';

describe('replenishWorkforce', () => {
  it('should offer the solver, who says yes, each [KCA] Human personnel of their draw deck, no other card (L705, L466)', () => {
    // Arrange
    const [game, s] = workforce();
    play(game, attempt(s));
    // Act
    play(game, { type: 'card.decide', player: 'p1', option: 'yes' });
    // Assert
    expect(legalActions(game)).toEqual([
      { type: 'card.choose', player: 'p1', card: s.id('Errol') },
      { type: 'card.choose', player: 'p1', card: s.id('McKay') },
    ]);
  });

  it('should download the personnel named to the planet here, the draw deck one card shorter', () => {
    // Arrange
    const [game, s] = workforce();
    play(game, attempt(s));
    play(game, { type: 'card.decide', player: 'p1', option: 'yes' });
    // Act
    const after = play(game, { type: 'card.choose', player: 'p1', card: s.id('McKay') });
    // Assert
    expect(onPlanet(s, after)).toContain(s.id('McKay'));
    expect([drawDeckSize(after), after.pending]).toEqual([2, { player: 'p1', decision: 'turn.act' }]);
  });

  it('should download nothing when the solver says no ("may download")', () => {
    // Arrange
    const [game, s] = workforce();
    const solved = play(game, attempt(s));
    // Act
    const after = play(game, { type: 'card.decide', player: 'p1', option: 'no' });
    // Assert
    expect(solved.locations[s.id('Replenish Workforce')]?.completedBy).toBe('p1');
    expect([onPlanet(s, after), drawDeckSize(after)]).toEqual([onPlanet(s, solved), 3]);
  });
});

// Helpers

const workforce = (): readonly [Game, Scenario] =>
  started(
    scenario({ active: 'p1' })
      .mission('p1', 'Replenish Workforce')
      .surface('Replenish Workforce', 'p1', ['Gorath', "Kle'eg", 'Kargan', 'Korris', 'Konmel'])
      .drawDeck('p1', ['Errol', 'Vartoq', 'McKay'])
      .drawDeck('p2', ['Worf', 'Worf', 'Worf']),
  );

const attempt = (s: Scenario) =>
  ({ type: 'mission.attempt', player: 'p1', location: s.id('Replenish Workforce') }) as const;

const onPlanet = (s: Scenario, game: GameState) =>
  cardsIn({ kind: 'planetSurface', location: s.id('Replenish Workforce') })(game);

const drawDeckSize = (game: GameState): number => cardsIn({ kind: 'drawDeck', player: 'p1' })(game).length;
