// Mineral Survey (otsd/mineralsurvey; reprinted otsdr/otsdr14), universal planet mission, 25 points:
// "Any Away Team may attempt mission." "Geology + SCIENCE + CUNNING>28 When you solve, draw up to two cards."
// Rulebook 7.2 "Solving a Mission" (L705: "any gametext triggered by solving the mission is resolved") and "Draw".
import { cardsIn, type GameState, type PlayerId } from '../../../domain/core/game-state';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { type Game, legalActions } from '../../../machines/engine';
import { play, started } from '../response-test-support';

describe('mineralSurvey', () => {
  it('should let the solving player name how many cards to draw, two down to none (Rulebook 7.2 L705)', () => {
    // Arrange
    const [game, s] = survey('otsd/mineralsurvey');
    // Act
    const solved = play(game, attempt(s));
    // Assert
    expect(solved.locations[s.id('Mineral Survey')]?.completedBy).toBe('p1');
    expect(legalActions(game).map((c) => ('option' in c ? `${c.player} ${c.option}` : c.type))).toEqual([
      'p1 draw 2',
      'p1 draw 1',
      'p1 draw 0',
    ]);
  });

  it.each([
    ['draw 2', 2],
    ['draw 1', 1],
    ['draw 0', 0],
  ])(
    'should draw as many cards as the solving player names (%s: "draw up to two cards")',
    (option, drawn) => {
      // Arrange
      const [game, s] = survey('otsd/mineralsurvey');
      const solved = play(game, attempt(s));
      // Act
      const after = play(game, { type: 'card.decide', player: 'p1', option });
      // Assert
      expect([handSize('p1', after) - handSize('p1', solved), handSize('p2', after)]).toEqual([drawn, 0]);
      expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    },
  );

  it('should read the same in its Virtual reprint (otsdr/otsdr14)', () => {
    // Arrange
    const [game, s] = survey('otsdr/otsdr14');
    const solved = play(game, attempt(s));
    // Act
    const after = play(game, { type: 'card.decide', player: 'p1', option: 'draw 2' });
    // Assert
    expect(handSize('p1', after) - handSize('p1', solved)).toBe(2);
  });

  it('should offer no draw when not solved (CUNNING 22, not CUNNING>28, Rulebook 7.2)', () => {
    // Arrange: without Deanna Troi, CUNNING 22
    const [game, s] = survey('otsd/mineralsurvey', ['Taitt', 'Jean-Luc Picard', 'Thomas Riker']);
    // Act
    const after = play(game, attempt(s));
    // Assert
    expect(after.locations[s.id('Mineral Survey')]?.completedBy ?? null).toBeNull();
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });
});

// Helpers

const survey = (
  blueprint: string,
  team: ReadonlyArray<string> = ['Taitt', 'Jean-Luc Picard', 'Thomas Riker', 'Deanna Troi'],
): readonly [Game, Scenario] =>
  started(
    scenario({ active: 'p1' })
      .mission('p1', { title: 'Mineral Survey', blueprint })
      .surface('Mineral Survey', 'p1', team)
      .drawDeck('p1', ['Worf', 'Worf', 'Worf'])
      .drawDeck('p2', ['Worf', 'Worf', 'Worf']),
  );

const attempt = (s: Scenario) =>
  ({ type: 'mission.attempt', player: 'p1', location: s.id('Mineral Survey') }) as const;

const handSize = (player: PlayerId, game: GameState): number =>
  cardsIn({ kind: 'hand', player })(game).length;
