// Auto-Destruct Sequence (premiere/Auto-destruct-Sequence), interrupt:
// "Plays on your ship. Ship self-destructs at end of your turn. Explosion damages all other ships at same location
// that have SHIELDS<8."
import { onTurn, playsOf } from '../play-test-support';
import { play, started } from '../response-test-support';
import { endTurns } from '../turn-test-support';

describe('autoDestructSequence', () => {
  it('should destroy your ship at the end of your turn and damage the other ships there with SHIELDS<8', () => {
    // Arrange
    const [game, s] = started(
      onTurn()
        .mission('p1', 'Test Mission')
        .ship('p1', 'Runabout', { at: 'Test Mission' })
        .aboard('Runabout', 'p1', ['Data'])
        .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
        .ship('p2', 'Husnock Ship', { at: 'Test Mission' })
        .hand('p1', ['Auto-Destruct Sequence'])
        .drawDeck('p1', ['Worf']),
    );
    const card = s.id('Auto-Destruct Sequence');
    const played = play(game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { card: s.id('Runabout') },
    });
    // Act
    const after = endTurns(game, 1);
    // Assert
    expect(playsOf(played, card)).toEqual([]);
    expect(played.cards[card]?.zone).toEqual({ kind: 'playedOn', host: s.id('Runabout') });
    expect(after.cards[s.id('Runabout')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(after.cards[s.id('Data')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(after.cards[s.id("I.K.C. K'Vort")]?.damage).toBe(1);
    expect(after.cards[s.id('Husnock Ship')]?.damage).toBe(0);
  });

  it('should play only on your own ship', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
      .hand('p1', ['Auto-Destruct Sequence'])
      .build();
    // Act
    const plays = playsOf(s.game, s.id('Auto-Destruct Sequence'));
    // Assert
    expect(plays).toEqual([]);
  });
});
