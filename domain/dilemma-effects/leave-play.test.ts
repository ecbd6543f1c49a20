import { cardsIn, getCard } from '../game-state';
import { scenario } from '../scenario';
import { destroy, kill, leavePlay } from './leave-play';

describe('leavePlay', () => {
  it('should place a discarded dilemma out of play, not in the discard pile (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Test Mission').seed('Test Mission', 'p2', ['Nanites']).build();
    // Act
    const game = leavePlay(s.id('Nanites'), 'discard')(s.game);
    // Assert
    expect(getCard(s.id('Nanites'))(game).zone).toEqual({ kind: 'outOfPlay', player: 'p2' });
  });

  it('should take the cards played on a card with it and end its modifiers (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .place('p2', { kind: 'playedOn', host: 'p1-02' }, ['Nitrium Metal Parasites'])
      .build();
    const modifier = {
      target: s.id('Runabout'),
      value: { kind: 'attribute', name: 'RANGE' },
      op: 'add',
      amount: -1,
      source: s.id('Nitrium Metal Parasites'),
      sourceTitle: 'Nitrium Metal Parasites',
      cumulative: true,
    } as const;
    // Act
    const game = leavePlay(s.id('Runabout'), 'hand')({ ...s.game, modifiers: [modifier] });
    // Assert
    expect(getCard(s.id('Nitrium Metal Parasites'))(game).zone.kind).toBe('hand');
    expect(game.modifiers).toEqual([]);
  });
});

describe('kill', () => {
  it('should discard a personnel to its owner\'s discard pile, unstopped (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Data'])
      .modify('Data', { stopped: true })
      .build();
    // Act
    const game = kill(s.id('Data'))(s.game);
    // Assert
    expect([getCard(s.id('Data'))(game).zone, getCard(s.id('Data'))(game).stopped]).toEqual([
      { kind: 'discard', player: 'p1' },
      false,
    ]);
  });
});

describe('destroy', () => {
  it('should kill everyone aboard a destroyed ship (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Data', 'Mendon'])
      .build();
    // Act
    const game = destroy(s.id('Runabout'))(s.game);
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(game)).toEqual([
      s.id('Runabout'),
      s.id('Mendon'),
      s.id('Data'),
    ]);
  });
});
