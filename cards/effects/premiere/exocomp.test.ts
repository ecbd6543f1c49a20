// Exocomp (premiere/exocomp), personnel, special skill:
// "If aboard ship, can repair damage in two of your full turns, without returning to outpost."
import { scenario } from '../../../domain/game/scenario';
import { state } from '../../../machines/engine';
import { play, started } from '../response-test-support';
import { endTurns } from '../turn-test-support';

const DECK = ['Worf', 'Worf', 'Worf', 'Worf', 'Worf', 'Worf'];

/** p1's damaged U.S.S. Galaxy in orbit of Excavation (no outpost), the Exocomp aboard or on the planet. */
const damaged = (exocomp: 'aboard' | 'surface') => {
  const base = scenario({ active: 'p1' })
    .mission('p1', 'Excavation')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Excavation' })
    .modify('U.S.S. Galaxy', { damage: 1 })
    .drawDeck('p1', DECK)
    .drawDeck('p2', DECK);
  return started(
    exocomp === 'aboard'
      ? base.aboard('U.S.S. Galaxy', 'p1', ['Exocomp'])
      : base.surface('Excavation', 'p1', ['Exocomp']),
  );
};

describe('exocomp', () => {
  it('should repair its ship aboard at the end of the second of your full turns, undocked (Rulebook 7.5.2, 12.2)', () => {
    // Arrange
    const [game, s] = damaged('aboard');
    const ship = s.id('U.S.S. Galaxy');
    // Act
    const afterOne = endTurns(game, 2);
    const afterTwo = endTurns(game, 1);
    // Assert
    expect(afterOne.cards[ship]?.damage).toBe(1);
    expect(afterTwo.turn.active).toBe('p2');
    expect(afterTwo.cards[ship]?.damage).toBe(0);
  });

  it('should not count the turn it came aboard: no repair after one full turn aboard (Rulebook 12.2 "full turn")', () => {
    // Arrange
    const [game, s] = damaged('surface');
    const [ship, exocomp] = [s.id('U.S.S. Galaxy'), s.id('Exocomp')];
    play(game, { type: 'card.beam', player: 'p1', card: exocomp, from: s.id('Excavation'), to: ship });
    // Act
    const afterOne = endTurns(game, 3);
    const afterTwo = endTurns(game, 2);
    // Assert
    expect(afterOne.cards[exocomp]?.zone).toEqual({ kind: 'aboard', carrier: ship });
    expect(afterOne.cards[ship]?.damage).toBe(1);
    expect(afterTwo.cards[ship]?.damage).toBe(0);
  });

  it('should not repair a ship it is not aboard (Exocomp: "If aboard ship")', () => {
    // Arrange
    const [game, s] = damaged('surface');
    // Act
    endTurns(game, 5);
    // Assert
    expect(state(game).cards[s.id('U.S.S. Galaxy')]?.damage).toBe(1);
  });
});
