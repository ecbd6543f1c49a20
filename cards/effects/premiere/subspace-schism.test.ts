// Subspace Schism (premiere/subspaceschism), interrupt:
// "Plays within five seconds of either players' card draw. That player must discard that card and re-draw."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { legalActions, state } from '../../../machines/engine';
import { pass, play, refused, started } from '../response-test-support';

describe('subspaceSchism', () => {
  it('should make the opponent discard the card of their end-of-turn draw and re-draw (Subspace Schism)', () => {
    // Arrange
    const [game, s] = started(drawing().hand('p2', ['Subspace Schism']));
    const [data, worf, schism] = [s.id('Data'), s.id('Worf'), s.id('Subspace Schism')];
    play(game, { type: 'turn.end', player: 'p1' });
    const offered = legalActions(game);
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p2',
      card: schism,
      kind: 'interrupt',
      target: { card: data },
    });
    // Assert
    expect(offered).toEqual([
      { type: 'card.play', player: 'p2', card: schism, kind: 'interrupt', target: { card: data } },
      { type: 'response.pass', player: 'p2' },
    ]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([worf]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([data]);
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([schism]);
    expect(after.turn).toMatchObject({ number: 2, active: 'p2' });
    expect(after.pending).toEqual({ player: 'p2', decision: 'turn.act' });
  });

  it('should keep the card drawn when its holder passes, and the turn passes (Rulebook "End of Turn")', () => {
    // Arrange
    const [game, s] = started(drawing().hand('p2', ['Subspace Schism']));
    play(game, { type: 'turn.end', player: 'p1' });
    // Act
    const after = pass(game, 'p2');
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Data')]);
    expect(after.pending).toEqual({ player: 'p2', decision: 'turn.act' });
  });

  it('should answer a card text\'s draw, any card just drawn (Kivas Fajo: "draw three new cards")', () => {
    // Arrange
    const [game, s] = started(
      drawing()
        .drawDeck('p1', ['Tasha Yar', 'Deanna Troi'])
        .hand('p1', ['Kivas Fajo - Collector'])
        .hand('p2', ['Subspace Schism']),
    );
    play(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Kivas Fajo - Collector'),
      kind: 'event',
      target: { player: 'p1' },
    });
    const targets = legalActions(game).flatMap((c) =>
      c.type === 'card.play' && 'target' in c ? [c.target] : [],
    );
    // Act
    const after = play(game, {
      type: 'card.play',
      player: 'p2',
      card: s.id('Subspace Schism'),
      kind: 'interrupt',
      target: { card: s.id('Worf') },
    });
    // Assert
    expect(targets).toEqual([{ card: s.id('Data') }, { card: s.id('Worf') }, { card: s.id('Tasha Yar') }]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([
      s.id('Worf'),
      s.id('Kivas Fajo - Collector'),
    ]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([
      s.id('Data'),
      s.id('Tasha Yar'),
      s.id('Deanna Troi'),
    ]);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should not be played with no card just drawn, nothing changing (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(drawing().hand('p1', ['Subspace Schism']));
    const before = state(game);
    // Act
    const rule = refused(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Subspace Schism'),
      kind: 'interrupt',
      target: { card: s.id('Data') },
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
