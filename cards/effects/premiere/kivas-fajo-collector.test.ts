// Kivas Fajo - Collector (premiere/kivasfajocollector), event:
// "Choose any player to immediately draw three new cards from the top of their draw deck. Discard event after use."
import { cardsIn } from '../../../domain/core/game-state';
import { onTurn, playsOf, send } from '../play-test-support';

describe('kivasFajoCollector', () => {
  it('should let the chosen player draw three cards from the top, then be discarded (Rulebook "Playing a Card")', () => {
    // Arrange
    const s = onTurn()
      .hand('p1', ['Kivas Fajo - Collector'])
      .drawDeck('p2', ['Data', 'Worf', 'Tasha Yar', 'Deanna Troi'])
      .build();
    const card = s.id('Kivas Fajo - Collector');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'event',
      target: { player: 'p2' },
    });
    // Assert
    expect(playsOf(s.game, card).map((c) => ('target' in c ? c.target : null))).toEqual([
      { player: 'p1' },
      { player: 'p2' },
    ]);
    expect(cardsIn({ kind: 'hand', player: 'p2' })(after)).toEqual(['Data', 'Worf', 'Tasha Yar'].map(s.id));
    expect(cardsIn({ kind: 'drawDeck', player: 'p2' })(after)).toEqual([s.id('Deanna Troi')]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([card]);
    expect(after.turn.normalCardPlayUsed).toBe(true);
  });

  it('should draw what is left of a shorter draw deck (Rulebook "Draw")', () => {
    // Arrange
    const s = onTurn().hand('p1', ['Kivas Fajo - Collector']).drawDeck('p1', ['Data']).build();
    const card = s.id('Kivas Fajo - Collector');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'event',
      target: { player: 'p1' },
    });
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Data')]);
  });
});
