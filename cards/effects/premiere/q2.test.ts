// Q2 (premiere/Q2), interrupt:
// "Nullifies {Amanda Rogers} OR {Kevin Uxbridge} OR a [Q] icon dilemma OR a dilemma with the word "Q" in title."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { legalActions, state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

describe('q2', () => {
  it('should nullify Amanda Rogers answering your interrupt, which then has its results (Rulings "actions – step 2")', () => {
    // Arrange
    const [game, s] = started(juggling().hand('p1', ['Q2']).hand('p2', ['Amanda Rogers']));
    const [juggler, amanda, q2] = [s.id('The Juggler'), s.id('Amanda Rogers'), s.id('Q2')];
    const random = state(game).random;
    play(game, {
      type: 'card.play',
      player: 'p1',
      card: juggler,
      kind: 'interrupt',
      target: { player: 'p2' },
    });
    play(game, {
      type: 'card.play',
      player: 'p2',
      card: amanda,
      kind: 'interrupt',
      target: { card: juggler },
    });
    const asked = state(game).pending;
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p1',
      card: q2,
      kind: 'interrupt',
      target: { card: amanda },
    });
    // Assert
    expect(asked).toEqual({ player: 'p1', decision: 'response.window' });
    expect(after.random).not.toEqual(random);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([juggler, q2]);
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([amanda]);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should nullify Kevin Uxbridge just played, saving the event it targeted (Q2: "Nullifies {Kevin Uxbridge}")', () => {
    // Arrange
    const [game, s] = started(
      scenario({ pending: { player: 'p1', decision: 'turn.act' } })
        .hand('p1', ['Kevin Uxbridge'])
        .hand('p2', ['Q2'])
        .table('p2', ['Red Alert!']),
    );
    play(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Kevin Uxbridge'),
      kind: 'interrupt',
      target: { card: s.id('Red Alert!') },
    });
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('Q2'),
      kind: 'interrupt',
      target: { card: s.id('Kevin Uxbridge') },
    });
    // Assert
    expect(cardsIn({ kind: 'table', player: 'p2' })(after)).toEqual([s.id('Red Alert!')]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([s.id('Kevin Uxbridge')]);
  });

  it('should open no window on another interrupt, so nothing is asked of its holder (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(juggling().hand('p2', ['Q2']));
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('The Juggler'),
      kind: 'interrupt',
      target: { player: 'p2' },
    });
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(legalActions(game).some((c) => c.type === 'card.play' && c.card === s.id('Q2'))).toBe(false);
  });

  it('should be refused against an interrupt it does not name, nothing changing (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(juggling().hand('p2', ['Q2', 'Amanda Rogers']));
    play(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('The Juggler'),
      kind: 'interrupt',
      target: { player: 'p2' },
    });
    const before = state(game);
    // Act
    const rule = refused(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('Q2'),
      kind: 'interrupt',
      target: { card: s.id('The Juggler') },
    });
    // Assert
    expect(rule).toBe("Playing 'At Any Time'");
    expect(state(game)).toBe(before);
  });
});

// Helpers

const juggling = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .hand('p1', ['The Juggler'])
    .drawDeck('p2', ['Data', 'Worf', 'Tasha Yar', 'Deanna Troi', 'Geordi La Forge', 'Beverly Crusher']);
