// Plasma Fire (premiere/plasmafire), event:
// "Plays on any ship, except {Borg ship}. Fire damages ship at end of next turn and continues damaging each turn.
// SECURITY puts it out. Discard after use."
import type { Command } from '../../../domain/game/decisions';
import { onTurn } from '../play-test-support';
import { cardPlays, play, refused, started } from '../response-test-support';
import { endTurns } from '../turn-test-support';

describe('plasmaFire', () => {
  it('should damage the ship at the end of the next turn, then destroy it a turn later (Plasma Fire; Rulebook 7.5.1)', () => {
    // Arrange
    const [game, s] = started(onFire([]));
    const card = s.id('Plasma Fire');
    const command = fire(card, s.id("I.K.C. K'Vort"));
    const offered = cardPlays(game);
    const played = play(game, command);
    // Act
    const afterOwnTurn = endTurns(game, 1);
    const afterNext = endTurns(game, 1);
    const afterThird = endTurns(game, 1);
    // Assert
    expect(offered).toContainEqual(command);
    expect(played.cards[card]?.zone).toEqual({ kind: 'playedOn', host: s.id("I.K.C. K'Vort") });
    expect(afterOwnTurn.cards[s.id("I.K.C. K'Vort")]?.damage).toBe(0);
    expect(afterNext.cards[s.id("I.K.C. K'Vort")]?.damage).toBe(1);
    expect(afterThird.cards[s.id("I.K.C. K'Vort")]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(afterThird.cards[card]?.zone).toEqual({ kind: 'discard', player: 'p1' });
  });

  it('should be put out by SECURITY aboard, discarded with no damage (Plasma Fire)', () => {
    // Arrange
    const [game, s] = started(onFire(['Tasha Yar']));
    const card = s.id('Plasma Fire');
    play(game, fire(card, s.id("I.K.C. K'Vort")));
    // Act
    const after = endTurns(game, 2);
    // Assert
    expect(after.cards[card]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(after.cards[s.id("I.K.C. K'Vort")]?.damage).toBe(0);
  });

  it('should refuse to play on a card that is not a ship, with no change (Plasma Fire)', () => {
    // Arrange
    const [game, s] = started(onFire([]));
    const card = s.id('Plasma Fire');
    const command = fire(card, s.id('Test Mission'));
    // Act
    const rule = refused(game, command);
    // Assert
    expect(rule).toBe('Play a Card');
    expect(endTurns(game, 0).cards[card]?.zone).toEqual({ kind: 'hand', player: 'p1' });
  });
});

// Helpers

const onFire = (crew: ReadonlyArray<string>) =>
  onTurn()
    .mission('p1', 'Test Mission')
    .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
    .aboard("I.K.C. K'Vort", 'p2', crew)
    .hand('p1', ['Plasma Fire'])
    .drawDeck('p1', ['Worf', 'Worf', 'Worf'])
    .drawDeck('p2', ['Worf', 'Worf', 'Worf']);

const fire = (card: string, target: string): Command => ({
  type: 'card.play',
  player: 'p1',
  card,
  kind: 'event',
  target: { card: target },
});
