// Rulebook "Nemesis Destruction" through the engine facade: at the end of any turn, the player whose turn it is
// chooses which of the nemeses present together is killed or destroyed, before the end-of-turn card draw.
import { play, refused, started } from '../cards/effects/response-test-support';
import { act } from '../cards/effects/turn-test-support';
import { cardsIn, getCard } from '../domain/core/game-state';
import { scenario } from '../domain/game/scenario';
import { legalActions } from './engine';

describe('send', () => {
  it("should ask the player whose turn ends to choose which nemesis dies, even on the opponent's nemesis", () => {
    // Arrange
    const [game, s] = albino('p2');
    // Act
    const after = act(game, { type: 'turn.end', player: 'p2' });
    // Assert
    expect(after.pending).toEqual({ player: 'p2', decision: 'card.choose' });
    expect(legalActions(game)).toEqual([
      { type: 'card.choose', player: 'p2', card: s.id('Kor') },
      { type: 'card.choose', player: 'p2', card: s.id('The Albino') },
    ]);
  });

  it('should kill the nemesis chosen, then draw the card and pass the turn (Rulebook "Nemesis Destruction")', () => {
    // Arrange
    const [game, s] = albino('p1');
    act(game, { type: 'turn.end', player: 'p1' });
    // Act
    const after = play(game, { type: 'card.choose', player: 'p1', card: s.id('Kor') });
    // Assert
    expect(getCard(s.id('Kor'))(after).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Data')]);
    expect(after.turn.active).toBe('p2');
  });

  it('should refuse a card that is not one of the nemeses (Rulebook "Nemesis Destruction")', () => {
    // Arrange
    const [game, s] = albino('p1');
    act(game, { type: 'turn.end', player: 'p1' });
    // Act
    const rule = refused(game, { type: 'card.choose', player: 'p1', card: s.id('Worf') });
    // Assert
    expect(rule).toBe('Nemesis Destruction');
  });

  it('should ask again while nemeses are still present together (Kor, Kang and The Albino)', () => {
    // Arrange
    const [game, s] = albino('p1', ['Kor', 'Kang']);
    act(game, { type: 'turn.end', player: 'p1' });
    // Act
    const after = play(game, { type: 'card.choose', player: 'p1', card: s.id('Kor') });
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'card.choose' });
    expect(legalActions(game).map((c) => (c.type === 'card.choose' ? c.card : null))).toEqual([
      s.id('Kang'),
      s.id('The Albino'),
    ]);
  });
});

// Helpers

const albino = (active: 'p1' | 'p2', klingons: ReadonlyArray<string> = ['Kor']) =>
  started(
    scenario({ active, pending: { player: active, decision: 'turn.act' } })
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', [...klingons, 'Worf'])
      .surface('Excavation', 'p2', ['The Albino'])
      .drawDeck('p1', ['Data'])
      .drawDeck('p2', ['Tasha Yar']),
  );
