// Establish Relations (otsd/establishrelations), planet mission, 25 points:
// "Diplomacy + INTEGRITY>32 + (Leadership OR V.I.P.) When you solve, you may download a [Non] personnel here."
// Rulebook 7.2 "Solving a Mission" (L705) and "Downloading" (L466-478): the solver may download a Non-Aligned
// personnel found in their draw deck, played on the planet here.
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { type Game, legalActions } from '../../../machines/engine';
import { play, started } from '../response-test-support';

describe('establishRelations', () => {
  it('should offer the solver, who says yes, each Non-Aligned personnel of their draw deck (L705, L466)', () => {
    // Arrange
    const [game, s] = relations();
    play(game, attempt(s));
    // Act
    play(game, { type: 'card.decide', player: 'p1', option: 'yes' });
    // Assert
    expect(legalActions(game)).toEqual([
      { type: 'card.choose', player: 'p1', card: s.id('Gorta') },
      { type: 'card.choose', player: 'p1', card: s.id('Narik') },
    ]);
  });

  it('should download the personnel named to the planet here, the draw deck one card shorter', () => {
    // Arrange
    const [game, s] = relations();
    play(game, attempt(s));
    play(game, { type: 'card.decide', player: 'p1', option: 'yes' });
    // Act
    const after = play(game, { type: 'card.choose', player: 'p1', card: s.id('Narik') });
    // Assert
    expect(onPlanet(s, after)).toContain(s.id('Narik'));
    expect(drawDeckSize(after)).toBe(2);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should download nothing when the solver says no ("you may")', () => {
    // Arrange
    const [game, s] = relations();
    const solved = play(game, attempt(s));
    // Act
    const after = play(game, { type: 'card.decide', player: 'p1', option: 'no' });
    // Assert
    expect([onPlanet(s, after), drawDeckSize(after)]).toEqual([onPlanet(s, solved), 3]);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });
});

// Helpers

const relations = (): readonly [Game, Scenario] =>
  started(
    scenario({ active: 'p1' })
      .mission('p1', 'Establish Relations')
      .surface('Establish Relations', 'p1', [
        'Jean-Luc Picard',
        'Beverly Crusher',
        'Deanna Troi',
        'Data',
        'Tasha Yar',
      ])
      .drawDeck('p1', ['Gorta', 'Worf', 'Narik'])
      .drawDeck('p2', ['Worf', 'Worf', 'Worf']),
  );

const attempt = (s: Scenario) =>
  ({ type: 'mission.attempt', player: 'p1', location: s.id('Establish Relations') }) as const;

const onPlanet = (s: Scenario, game: GameState) =>
  cardsIn({ kind: 'planetSurface', location: s.id('Establish Relations') })(game);

const drawDeckSize = (game: GameState): number => cardsIn({ kind: 'drawDeck', player: 'p1' })(game).length;
