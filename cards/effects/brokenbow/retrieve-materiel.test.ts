// Retrieve Materiel (brokenbow/brokenbow_37), planet mission, 35 points:
// "Anthropology + Transporter Skill + CUNNING>30 Solving player may download one [22][Equipment] here."
// Rulebook 7.2 "Solving a Mission" (L705) and "Downloading" (L466-478): the solver may download a [22] equipment from
// their draw deck, played on the planet here.
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { type Game, legalActions } from '../../../machines/engine';
import { play, started } from '../response-test-support';

describe('retrieveMateriel', () => {
  it('should offer the solver, who says yes, each [22] equipment of their draw deck, no other card (L705, L466)', () => {
    // Arrange
    const [game, s] = materiel();
    play(game, attempt(s));
    // Act
    play(game, { type: 'card.decide', player: 'p1', option: 'yes' });
    // Assert
    expect(legalActions(game)).toEqual([
      { type: 'card.choose', player: 'p1', card: s.id('MACO Assault Rifle') },
      { type: 'card.choose', player: 'p1', card: s.id('Vulcan Phaser') },
    ]);
  });

  it('should download the equipment named to the planet here, the draw deck one card shorter', () => {
    // Arrange
    const [game, s] = materiel();
    play(game, attempt(s));
    play(game, { type: 'card.decide', player: 'p1', option: 'yes' });
    // Act
    const after = play(game, { type: 'card.choose', player: 'p1', card: s.id('Vulcan Phaser') });
    // Assert
    expect(onPlanet(s, after)).toContain(s.id('Vulcan Phaser'));
    expect([drawDeckSize(after), after.pending]).toEqual([2, { player: 'p1', decision: 'turn.act' }]);
  });

  it('should download nothing when the solver says no ("may download")', () => {
    // Arrange
    const [game, s] = materiel();
    const solved = play(game, attempt(s));
    // Act
    const after = play(game, { type: 'card.decide', player: 'p1', option: 'no' });
    // Assert
    expect(solved.locations[s.id('Retrieve Materiel')]?.completedBy).toBe('p1');
    expect([onPlanet(s, after), drawDeckSize(after)]).toEqual([onPlanet(s, solved), 3]);
  });
});

// Helpers

const materiel = (): readonly [Game, Scenario] =>
  started(
    scenario({ active: 'p1' })
      .mission('p1', 'Retrieve Materiel')
      .surface('Retrieve Materiel', 'p1', ['Cavit', 'Data', 'Jean-Luc Picard', 'Beverly Crusher'])
      .drawDeck('p1', ['MACO Assault Rifle', 'Bajoran Phaser', 'Vulcan Phaser'])
      .drawDeck('p2', ['Worf', 'Worf', 'Worf']),
  );

const attempt = (s: Scenario) =>
  ({ type: 'mission.attempt', player: 'p1', location: s.id('Retrieve Materiel') }) as const;

const onPlanet = (s: Scenario, game: GameState) =>
  cardsIn({ kind: 'planetSurface', location: s.id('Retrieve Materiel') })(game);

const drawDeckSize = (game: GameState): number => cardsIn({ kind: 'drawDeck', player: 'p1' })(game).length;
