import * as E from 'fp-ts/Either';
import { onTurn } from '../../cards/effects/play-test-support';
import type { DecisionKind } from '../core/game-state';
import { scenario } from '../game/scenario';
import { candidates, check, whyNotBetweenActions } from './between-actions';

describe('whyNotBetweenActions', () => {
  it('should allow the other player between the active player\'s actions (Rulebook "Interrupts" L98)', () => {
    // Arrange
    const s = onTurn().build();
    // Act
    const why = whyNotBetweenActions('p2')(s.game);
    // Assert
    expect(why).toBeNull();
  });

  it('should refuse the active player, a stranger, and the seed phases (Rulebook "Playing the Game")', () => {
    // Arrange
    const s = onTurn().build();
    const seeding = scenario({
      phase: 'facility',
      pending: { player: 'p1', decision: 'facility.seed' },
    }).build();
    // Act
    const whys = [
      whyNotBetweenActions('p1')(s.game),
      whyNotBetweenActions('p3')(s.game),
      whyNotBetweenActions('p2')(seeding.game),
    ];
    // Assert
    expect(whys.map((w) => w?.rule)).toEqual([
      'Playing the Game',
      'Playing the Game',
      "Playing 'At Any Time'",
    ]);
  });

  it.each<[DecisionKind, RegExp]>([
    ['attempt.choose', /may interrupt another action in progress.*mission attempt/],
    ['battle.strike', /may interrupt another action in progress.*battle/],
    ['response.window', /may interrupt another action in progress/],
    ['turn.replacePersonas', /between start-of-turn or end-of-turn actions.*persona replacement/],
    ['turn.draw', /between start-of-turn or end-of-turn actions.*card draw/],
  ])('should refuse inside %s (Rulebook "Playing \'At Any Time\'" L451, L453)', (decision, message) => {
    // Arrange
    const s = scenario({ pending: { player: 'p1', decision } }).build();
    // Act
    const why = whyNotBetweenActions('p2')(s.game);
    // Assert
    expect(why).toEqual({ rule: "Playing 'At Any Time'", message: expect.stringMatching(message) });
  });
});

describe('candidates', () => {
  it('should list the interrupts of the other player between actions, none of the cards that do not play at any time (Rulebook "Playing \'At Any Time\'" L447)', () => {
    // Arrange
    const s = onTurn().hand('p2', ['The Juggler', 'Red Alert!', 'Worf']).build();
    // Act
    const listed = candidates('p2')(s.game);
    // Assert
    expect(listed.map((c) => c.type === 'card.play' && c.card)).toEqual([
      s.id('The Juggler'),
      s.id('The Juggler'),
    ]);
    expect(candidates('p1')(s.game)).toEqual([]);
  });
});

describe('check', () => {
  it('should refuse Storage Compartment Door\'s draw between actions: the engine offers it once the end of the turn is declared (Rulebook L1216: "each" turn is its player\'s)', () => {
    // Arrange
    const s = onTurn().build();
    // Act
    const checked = check({ type: 'tribbles.draw', player: 'p2', count: 1 })(s.game);
    // Assert
    expect(E.isLeft(checked) && checked.left.message).toMatch(/once they declare the end of their turn/);
  });
});
