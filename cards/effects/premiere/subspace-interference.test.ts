// Subspace Interference (premiere/subspaceinterference), interrupt:
// "Prevents (nullifies) reception of {Incoming Message} OR {Hail} OR {Subspace Schism}. Both cards are discarded."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

describe('subspaceInterference', () => {
  it('should nullify a Subspace Schism answering your draw, both discarded, your card kept (Rulings "actions – step 2")', () => {
    // Arrange
    const [game, s] = started(
      drawing().hand('p1', ['Subspace Interference']).hand('p2', ['Subspace Schism']),
    );
    const [data, schism, interference] = [
      s.id('Data'),
      s.id('Subspace Schism'),
      s.id('Subspace Interference'),
    ];
    play(game, { type: 'turn.end', player: 'p1' });
    play(game, { type: 'card.play', player: 'p2', card: schism, kind: 'interrupt', target: { card: data } });
    const asked = state(game).pending;
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p1',
      card: interference,
      kind: 'interrupt',
      target: { card: schism },
    });
    // Assert
    expect(asked).toEqual({ player: 'p1', decision: 'response.window' });
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([data]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([interference]);
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([schism]);
    expect(after.pending).toEqual({ player: 'p2', decision: 'turn.act' });
  });

  it('should not answer the draw itself, nothing changing (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(
      drawing().hand('p1', ['Subspace Interference']).hand('p2', ['Subspace Schism']),
    );
    play(game, { type: 'turn.end', player: 'p1' });
    const before = state(game);
    // Act
    const rule = refused(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('Subspace Schism'),
      kind: 'interrupt',
      target: { card: s.id('Worf') },
    });
    // Assert
    expect(rule).toBe("Playing 'At Any Time'");
    expect(state(game)).toBe(before);
  });
});

// Helpers

const drawing = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .drawDeck('p1', ['Data', 'Worf'])
    .drawDeck('p2', ['Kurn', 'Gowron']);
