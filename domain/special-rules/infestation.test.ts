import * as E from 'fp-ts/Either';
import { setStopped } from '../cards-in-play/presence';
import { cardsIn, type GameState } from '../core/game-state';
import { ordersGiver } from '../core/infestation-state';
import { type Scenario, scenario } from '../game/scenario';
import { checkTurnCommand, end, infest, isStopped, settle } from './infestation';

describe('infest', () => {
  it('should give the opponent the ship and every card of its crew, and set the dilemma aside face up (Rulebook 12.3 Control)', () => {
    // Arrange
    const s = infested();
    // Act
    const game = s.game;
    // Assert
    expect([s.id('Runabout'), s.id('Worf'), s.id('Mendon')].map((id) => game.cards[id]?.controller)).toEqual([
      'p2',
      'p2',
      'p2',
    ]);
    expect(game.cards[s.id('Alien Parasites')]?.zone).toEqual({ kind: 'playedOn', host: s.id('Excavation') });
    expect(game.infestation?.cards).toEqual([s.id('Runabout'), s.id('Worf'), s.id('Mendon')]);
  });
});

describe('ordersGiver', () => {
  it('should be the opponent during an infestation, else the active player (Rulebook "Playing the Game")', () => {
    // Arrange
    const s = infested();
    // Act
    const givers = [ordersGiver(s.game), ordersGiver(end(s.game))];
    // Assert
    expect(givers).toEqual(['p2', 'p1']);
  });
});

describe('checkTurnCommand', () => {
  it('should allow only orders, attempts and battles with the infected cards, and ending the infestation (Rulebook 12.3 Control)', () => {
    // Arrange
    const s = infested();
    const own = { type: 'ship.move', player: 'p2', ship: s.id('Enterprise'), to: s.id('Excavation') };
    // Act
    const results = [
      checkTurnCommand({ type: 'ship.move', player: 'p2', ship: s.id('Runabout') })(s.game),
      checkTurnCommand({ type: 'card.beam', player: 'p2', card: s.id('Worf') })(s.game),
      checkTurnCommand(own)(s.game),
      checkTurnCommand({ type: 'battle.initiate', player: 'p2', attackers: [s.id('Worf')] })(s.game),
      checkTurnCommand({ type: 'battle.initiate', player: 'p2', attackers: [s.id('Enterprise')] })(s.game),
      checkTurnCommand({ type: 'card.play', player: 'p2' })(s.game),
      checkTurnCommand({ type: 'infestation.end', player: 'p2' })(s.game),
      checkTurnCommand({ type: 'infestation.end', player: 'p2' })(end(s.game)),
    ];
    // Assert
    expect(results.map(E.isRight)).toEqual([true, true, false, true, false, false, true, false]);
  });
});

describe('settle', () => {
  it('should end the infestation once the ship is stopped, not before (Rulebook 10.2.1 Stopped)', () => {
    // Arrange
    const s = infested();
    const stopped = setStopped(s.id('Runabout'), true)(s.game);
    // Act
    const before = settle(s.game);
    const after = settle(stopped);
    // Assert
    expect(before).toBe(s.game);
    expect(isStopped(s.game.infestation as NonNullable<GameState['infestation']>)(stopped)).toBe(true);
    expect(after.infestation).toBeUndefined();
    expect(after.cards[s.id('Runabout')]?.controller).toBe('p1');
  });
});

describe('end', () => {
  it('should give the cards back, stop the team and reseed the dilemma face down as the bottom card (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = infested();
    // Act
    const after = end(s.game);
    // Assert
    expect([s.id('Runabout'), s.id('Worf'), s.id('Mendon')].map((id) => after.cards[id]?.controller)).toEqual(
      ['p1', 'p1', 'p1'],
    );
    expect([s.id('Worf'), s.id('Mendon')].map((id) => after.cards[id]?.stopped)).toEqual([false, true]);
    expect(cardsIn({ kind: 'underMission', location: s.id('Excavation') })(after).at(-1)).toBe(
      s.id('Alien Parasites'),
    );
    expect(after.cards[s.id('Alien Parasites')]?.faceUp).toBe(false);
  });
});

// Helpers

const infested = (): Scenario => {
  const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Alien Parasites', 'Chalnoth'])
    .ship('p1', 'Runabout', { at: 'Excavation' })
    .aboard('Runabout', 'p1', ['Worf', 'Mendon'])
    .ship('p2', 'Enterprise', { at: 'Excavation' })
    .build();
  const game = infest({
    dilemma: s.id('Alien Parasites'),
    location: s.id('Excavation'),
    player: 'p2',
    returnsTo: 'p1',
    ship: s.id('Runabout'),
    team: [s.id('Mendon')],
  })(s.game);
  return { ...s, game };
};
