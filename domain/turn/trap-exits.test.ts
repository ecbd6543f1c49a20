// Rulebook "Capture" (L911, L915) and 12.5 Ties (L1244: "the player who controls a card breaks ties for that card"): a
// captive released from under a trap card goes where it is, its owner choosing among several of their places there.
import * as E from 'fp-ts/Either';
import { capture } from '../capture/capture';
import * as FollowUp from '../card-effects/follow-up';
import { type GameState, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import { release } from './captive-actions';
import { trapExits } from './trap-exits';

describe('trapExits', () => {
  it('should name each ship of the captive\'s owner at a space location, not the captor\'s (Rulebook "Capture")', () => {
    // Arrange
    const s = space().build();
    // Act
    const exits = trapExits(s.id('Worf'))(trapped(s));
    // Assert
    expect(exits).toEqual([s.id('U.S.S. Enterprise'), s.id('Runabout')]);
  });

  it('should name the planet surface alone at a planet location (Rulebook "Capture")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p2', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .aboard('U.S.S. Enterprise', 'p2', ['Worf'])
      .place('p1', { kind: 'beingPlayed', player: 'p1' }, ['Cardassian Trap'])
      .build();
    // Act
    const exits = trapExits(s.id('Worf'))(trapped(s));
    // Assert
    expect(exits).toEqual([s.id('Avert Disaster')]);
  });
});

describe('release', () => {
  it("should let the captive's owner choose among their ships there, offering each (Rulebook 12.5 Ties L1244)", () => {
    // Arrange
    const s = space().build();
    // Act
    const waiting = FollowUp.awaitChooser(right(release(s.id('Worf'))(trapped(s))));
    // Assert
    expect(waiting.pending).toEqual({ player: 'p2', decision: 'card.choose' });
    expect(Decisions.legalActions(waiting)).toEqual([
      { type: 'card.choose', player: 'p2', card: s.id('U.S.S. Enterprise') },
      { type: 'card.choose', player: 'p2', card: s.id('Runabout') },
    ]);
    expect(getCard(s.id('Worf'))(waiting).captive?.trap).toBe(s.id('Cardassian Trap'));
  });

  it('should release the captive aboard the ship its owner names, the trap card discarded (Rulebook "Capture")', () => {
    // Arrange
    const s = space().build();
    const waiting = FollowUp.awaitChooser(right(release(s.id('Worf'))(trapped(s))));
    // Act
    const after = Decisions.apply({ type: 'card.choose', player: 'p2', card: s.id('Runabout') })(waiting);
    // Assert
    expect(getCard(s.id('Worf'))(after).zone).toEqual({ kind: 'aboard', carrier: s.id('Runabout') });
    expect(getCard(s.id('Worf'))(after)).not.toHaveProperty('captive');
    expect(getCard(s.id('Cardassian Trap'))(after).zone.kind).toBe('outOfPlay');
    expect(after.choosing).toBeUndefined();
  });

  it('should refuse the captor naming the place, and a place not offered (Rulebook 12.5 Ties)', () => {
    // Arrange
    const s = space().build();
    const waiting = FollowUp.awaitChooser(right(release(s.id('Worf'))(trapped(s))));
    // Act
    const byCaptor = Decisions.check({ type: 'card.choose', player: 'p1', card: s.id('Runabout') })(waiting);
    const notOffered = Decisions.check({ type: 'card.choose', player: 'p2', card: s.id('Khazara') })(waiting);
    // Assert
    expect(E.isLeft(byCaptor)).toBe(true);
    expect(E.isLeft(notOffered) && notOffered.left.rule).toBe('Capture');
  });
});

// Helpers

const right = (result: E.Either<{ readonly message: string }, GameState>): GameState => {
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

/** At a space mission: p2's U.S.S. Enterprise with Worf aboard and p2's Runabout; p1's Khazara; p1's Cardassian Trap. */
const space = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Test Mission')
    .ship('p2', 'U.S.S. Enterprise', { at: 'Test Mission' })
    .aboard('U.S.S. Enterprise', 'p2', ['Worf'])
    .ship('p2', 'Runabout', { at: 'Test Mission' })
    .ship('p1', 'Khazara', { at: 'Test Mission' })
    .place('p1', { kind: 'beingPlayed', player: 'p1' }, ['Cardassian Trap']);

/** Worf captured by p1 under the Cardassian Trap. */
const trapped = (s: { readonly game: GameState; id(title: string): string }): GameState =>
  right(capture(s.id('Worf'), 'p1', { card: s.id('Cardassian Trap') })(s.game));
