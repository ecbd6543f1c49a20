// End Transmission (qc/endtransmissiona), interrupt:
// "Play on table. Immediately end your turn. (Unique.)"
// Through the engine facade: the play-phase machine goes to the end of the turn once the play is over.
import { scenario } from '../../../domain/game/scenario';
import { legalActions } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

describe('endTransmission', () => {
  it('should end your turn at once, before orders: your end-of-turn draw, then the opponent\'s turn (Rulebook "End of Turn")', () => {
    // Arrange
    const [game, s] = started(
      scenario()
        .mission('p1', 'Excavation')
        .hand('p1', ['End Transmission', 'Data'])
        .drawDeck('p1', ['Worf'])
        .drawDeck('p2', ['Tasha Yar']),
    );
    const card = s.id('End Transmission');
    // Act
    const after = play(game, { type: 'card.play', player: 'p1', card, kind: 'interrupt' });
    // Assert
    expect(after.turn).toMatchObject({ number: 2, active: 'p2' });
    expect(after.cards[s.id('Worf')]?.zone).toEqual({ kind: 'hand', player: 'p1' });
    expect(after.cards[card]?.zone).toEqual({ kind: 'discard', player: 'p1' });
  });

  it('should not play during the opponent\'s turn, which is not "your turn" (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const [game, s] = started(
      scenario().mission('p1', 'Excavation').hand('p2', ['End Transmission']).drawDeck('p1', ['Worf']),
    );
    // Act
    const plays = legalActions(game, 'p2').filter((c) => c.type === 'card.play');
    // Assert
    expect(plays).toEqual([]);
    expect(
      refused(game, { type: 'card.play', player: 'p2', card: s.id('End Transmission'), kind: 'interrupt' }),
    ).not.toBeNull();
  });
});
