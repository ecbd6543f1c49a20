// Obtain Mining Agreement (plw/plw23), planet mission, [FED][KLI], 40 points:
// "Diplomacy x2 + Anthropology x2 + MEDICAL + Geology When you solve, you may draw two cards."
// Rulebook 7.2 "Solving a Mission" (L705: "any gametext triggered by solving the mission is resolved"; L600: a mission
// of 40 points or more another player seeded may be attempted): the player who solved it may draw two cards.
import { cardsIn, type GameState, type PlayerId } from '../../../domain/core/game-state';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { type Game, legalActions } from '../../../machines/engine';
import { play, started } from '../response-test-support';

describe('obtainMiningAgreement', () => {
  it('should offer the solving player, once solved, to draw two cards or not (Rulebook 7.2 L705)', () => {
    // Arrange
    const [game, s] = agreement('p1');
    // Act
    const solved = play(game, attempt('p1', s.id('Obtain Mining Agreement')));
    // Assert
    expect(solved.locations[s.id('Obtain Mining Agreement')]?.completedBy).toBe('p1');
    expect(solved.pending).toEqual({ player: 'p1', decision: 'card.choose' });
    expect(legalActions(game)).toEqual([
      { type: 'card.decide', player: 'p1', option: 'yes' },
      { type: 'card.decide', player: 'p1', option: 'no' },
    ]);
  });

  it('should draw two cards for the solving player who says yes ("you may draw two cards")', () => {
    // Arrange
    const [game, s] = agreement('p1');
    const solved = play(game, attempt('p1', s.id('Obtain Mining Agreement')));
    // Act
    const after = play(game, { type: 'card.decide', player: 'p1', option: 'yes' });
    // Assert
    expect(handSize('p1', after) - handSize('p1', solved)).toBe(2);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should draw nothing for the solving player who says no ("may")', () => {
    // Arrange
    const [game, s] = agreement('p1');
    const solved = play(game, attempt('p1', s.id('Obtain Mining Agreement')));
    // Act
    const after = play(game, { type: 'card.decide', player: 'p1', option: 'no' });
    // Assert
    expect(handSize('p1', after)).toBe(handSize('p1', solved));
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it("should let the opponent who solves the player's mission draw, not the player who seeded it (L600, L705)", () => {
    // Arrange: p2's Away Team at p1's 40-point mission, on p2's turn
    const [game, s] = agreement('p2');
    const solved = play(game, attempt('p2', s.id('Obtain Mining Agreement')));
    // Act
    const after = play(game, { type: 'card.decide', player: 'p2', option: 'yes' });
    // Assert
    expect(solved.pending).toEqual({ player: 'p2', decision: 'card.choose' });
    expect([handSize('p2', after) - handSize('p2', solved), handSize('p1', after)]).toEqual([
      2,
      handSize('p1', solved),
    ]);
  });
});

// Helpers

const agreement = (solver: PlayerId): readonly [Game, Scenario] =>
  started(
    scenario({ active: solver })
      .mission('p1', 'Obtain Mining Agreement')
      .surface('Obtain Mining Agreement', solver, [
        'Jean-Luc Picard',
        'Darian Wallace',
        'Vash',
        'Taitt',
        'Beverly Crusher',
      ])
      .drawDeck('p1', ['Worf', 'Worf', 'Worf'])
      .drawDeck('p2', ['Worf', 'Worf', 'Worf']),
  );

const attempt = (player: PlayerId, location: string) =>
  ({ type: 'mission.attempt', player, location }) as const;

const handSize = (player: PlayerId, game: GameState): number =>
  cardsIn({ kind: 'hand', player })(game).length;
