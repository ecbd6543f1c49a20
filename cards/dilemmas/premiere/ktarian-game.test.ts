// Ktarian Game (premiere/ktariangame), [S] dilemma:
// "Place on ship. Now and start of each of your turns, one person aboard (random selection) is disabled. Cured when
// non-disabled CUNNING>30 OR android aboard."
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { beginTurn } from '../../../domain/turn/turn';
import { onShip, runAttempt } from '../attempt-test-support';

const CREW = ['Mendon', 'Christopher Hobson', 'Reginald Barclay', 'Alyssa Ogawa'];

describe('ktarianGame', () => {
  it('should disable one person aboard now and one more at the start of each of your turns (Rulebook 10.2.3)', () => {
    // Arrange
    const s = crew(CREW).build();
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Act
    const next = beginTurn(run.game);
    // Assert
    expect(disabledAboard(run.game, s.id('Runabout'))).toHaveLength(1);
    expect(disabledAboard(next, s.id('Runabout'))).toHaveLength(2);
    expect(next.cards[s.id('Ktarian Game')]?.zone.kind).toBe('playedOn');
  });

  it('should be cured at once when the non-disabled crew has CUNNING>30, and its victim recover (Rulebook "Dilemmas" cures)', () => {
    // Arrange
    const s = crew([
      'Jean-Luc Picard',
      'William T. Riker',
      'Tasha Yar',
      'Geordi La Forge',
      'Beverly Crusher',
      'Deanna Troi',
    ]).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Ktarian Game')]);
    expect(disabledAboard(run.game, s.id('Runabout'))).toEqual([]);
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Ktarian Game'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);

const disabledAboard = (game: GameState, ship: string) =>
  cardsIn({ kind: 'aboard', carrier: ship })(game).filter((id) => game.cards[id]?.disabled === true);
