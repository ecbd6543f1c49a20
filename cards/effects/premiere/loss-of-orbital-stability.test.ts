// Loss of Orbital Stability (premiere/LossofOrbitalStability), interrupt:
// "Plays on any ship orbiting a planet. Ship has NO RANGE until end of turn, and is destroyed at end of its owner's
// next turn unless SHIELDS>4; then discard interrupt."

import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { rangeLeft } from '../../../domain/orders';
import { endTurn } from '../../../domain/turn/end-of-turn-draw';
import { beginTurn, passTurn } from '../../../domain/turn/turn';
import { onTurn, playsOf, send } from '../play-test-support';

describe('lossOfOrbitalStability', () => {
  it("should leave the ship NO RANGE this turn and destroy it at the end of its owner's next turn (SHIELDS 4)", () => {
    // Arrange
    const s = orbiting('Zibalian Transport');
    const ship = s.id('Zibalian Transport');
    // Act
    const played = play(s.game, s.id('Loss of Orbital Stability'), ship);
    const ownersTurn = nextTurn(played);
    const after = nextTurn(ownersTurn);
    // Assert
    expect(rangeLeft(ship)(played)).toBe(0);
    expect(rangeLeft(ship)(ownersTurn)).toBe(6);
    expect(ownersTurn.cards[ship]?.zone.kind).toBe('atLocation');
    expect(after.cards[ship]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([s.id('Loss of Orbital Stability')]);
  });

  it('should spare a ship with SHIELDS>4 and then be discarded', () => {
    // Arrange
    const s = orbiting('Runabout');
    // Act
    const after = nextTurn(nextTurn(play(s.game, s.id('Loss of Orbital Stability'), s.id('Runabout'))));
    // Assert
    expect(after.cards[s.id('Runabout')]?.zone.kind).toBe('atLocation');
    expect(after.cards[s.id('Loss of Orbital Stability')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
  });

  it('should play only on a ship orbiting a planet', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p2', 'Runabout', { at: 'Test Mission' })
      .hand('p1', ['Loss of Orbital Stability'])
      .build();
    // Act
    const plays = playsOf(s.game, s.id('Loss of Orbital Stability'));
    // Assert
    expect(plays).toEqual([]);
  });
});

// Helpers

const orbiting = (ship: string) =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .ship('p2', ship, { at: 'Avert Disaster' })
    .hand('p1', ['Loss of Orbital Stability'])
    .build();

const play = (game: GameState, card: string, ship: string): GameState =>
  send(game, { type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: ship } });

const nextTurn = (game: GameState): GameState => beginTurn(passTurn(endTurn(game)));
