// Amanda Rogers (premiere/Amanda-Rogers), interrupt:
// "Nullifies any one Interrupt card just played OR any other card just played as an Interrupt card. (Immune to
// Amanda Rogers.)"
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { legalActions, state } from '../../../machines/engine';
import { pass, play, refused, started } from '../response-test-support';

describe('amandaRogers', () => {
  it('should nullify an interrupt just played, before its results (Rulings "actions – step 2")', () => {
    // Arrange
    const [game, s] = started(juggling().hand('p2', ['Amanda Rogers']));
    const [juggler, amanda] = [s.id('The Juggler'), s.id('Amanda Rogers')];
    const deck = cardsIn({ kind: 'drawDeck', player: 'p2' })(state(game));
    play(game, {
      type: 'card.play',
      player: 'p1',
      card: juggler,
      kind: 'interrupt',
      target: { player: 'p2' },
    });
    const offered = legalActions(game);
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p2',
      card: amanda,
      kind: 'interrupt',
      target: { card: juggler },
    });
    // Assert
    expect(offered).toEqual([
      { type: 'card.play', player: 'p2', card: amanda, kind: 'interrupt', target: { card: juggler } },
      { type: 'response.pass', player: 'p2' },
    ]);
    expect(cardsIn({ kind: 'drawDeck', player: 'p2' })(after)).toEqual(deck);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([juggler]);
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([amanda]);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(after.responding).toBeUndefined();
  });

  it('should let the interrupt have its results when its opponent passes (Rulings "actions – step 3")', () => {
    // Arrange
    const [game, s] = started(juggling().hand('p2', ['Amanda Rogers']));
    const juggler = s.id('The Juggler');
    play(game, {
      type: 'card.play',
      player: 'p1',
      card: juggler,
      kind: 'interrupt',
      target: { player: 'p2' },
    });
    const random = state(game).random;
    // Act
    const after = pass(game, 'p2');
    // Assert
    expect(after.random).not.toEqual(random);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([juggler]);
    expect(cardsIn({ kind: 'hand', player: 'p2' })(after)).toEqual([s.id('Amanda Rogers')]);
  });

  it('should not be played with no interrupt just played, nothing changing (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(juggling().hand('p1', ['Amanda Rogers']));
    const before = state(game);
    // Act
    const rule = refused(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Amanda Rogers'),
      kind: 'interrupt',
      target: { card: s.id('The Juggler') },
    });
    // Assert
    expect(rule).toBe("Playing 'At Any Time'");
    expect(state(game)).toBe(before);
  });

  it('should not answer Kevin Uxbridge, immune to it: no window opens ("Immune to {Amanda Rogers}")', () => {
    // Arrange
    const [game, s] = started(
      scenario({ pending: { player: 'p1', decision: 'turn.act' } })
        .hand('p1', ['Kevin Uxbridge'])
        .hand('p2', ['Amanda Rogers'])
        .table('p2', ['Red Alert!']),
    );
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Kevin Uxbridge'),
      kind: 'interrupt',
      target: { card: s.id('Red Alert!') },
    });
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([s.id('Red Alert!')]);
  });
});

// Helpers

const juggling = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .hand('p1', ['The Juggler'])
    .drawDeck('p2', ['Data', 'Worf', 'Tasha Yar', 'Deanna Troi', 'Geordi La Forge', 'Beverly Crusher']);
