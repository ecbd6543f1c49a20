import { useNormalCardPlay } from '../card-play/card-play-timing';
import { cardsIn } from '../core/game-state';
import { scenario } from '../game/scenario';
import { beginOrders } from '../orders/turn-state';
import { beginTurn, drawCard, passTurn } from './turn';

describe('beginTurn', () => {
  it("should unstop every stopped card, both players' (Rulebook 10.2.1 Stopped: at the start of either player's next turn)", () => {
    // Arrange
    const s = scenario({ active: 'p2' })
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
      .aboard('Federation Outpost', 'p1', ['Data'])
      .modify('Data', { stopped: true })
      .build();
    // Act
    const started = beginTurn(s.game);
    // Assert
    expect(s.game.cards[s.id('Data')]?.stopped).toBe(true);
    expect(started.cards[s.id('Data')]?.stopped).toBe(false);
  });

  it('should give the new turn a fresh normal card play, before orders (Rulebook "Play a Card")', () => {
    // Arrange
    const { game } = scenario().build();
    const spent = beginOrders(useNormalCardPlay(game));
    // Act
    const started = beginTurn(spent);
    // Assert
    expect(spent.turn).toMatchObject({ normalCardPlayUsed: true, ordersBegun: true });
    expect(started.turn).toMatchObject({
      normalCardPlayUsed: false,
      ordersBegun: false,
      personnelDownloaded: [],
    });
  });
});

describe('drawCard', () => {
  it('should draw the top card of the draw deck into the hand (Rulebook "End of Turn")', () => {
    // Arrange
    const s = scenario().drawDeck('p1', ['Data', 'Worf']).build();
    // Act
    const after = drawCard(s.game);
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Data')]);
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(after)).toEqual([s.id('Worf')]);
    expect(after.turn.exhaustedDrawDecks).toEqual([]);
  });

  it('should draw nothing from an empty draw deck and record it exhausted (Rulebook "End of Turn")', () => {
    // Arrange
    const s = scenario().hand('p1', ['Data']).build();
    // Act
    const after = drawCard(s.game);
    // Assert
    expect(after.cards).toBe(s.game.cards);
    expect(after.zones).toBe(s.game.zones);
    expect(after.turn.exhaustedDrawDecks).toEqual(['p1']);
  });
});

describe('passTurn', () => {
  it('should hand the next turn to the other player (Rulebook "Playing the Game": alternating turns)', () => {
    // Arrange
    const { game } = scenario({ turn: 3 }).build();
    // Act
    const next = passTurn(game);
    // Assert
    expect(next.turn).toMatchObject({ number: 4, active: 'p2' });
  });
});
