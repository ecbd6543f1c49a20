import { cardsIn, getCard, updateCard } from '../core/game-state';
import { scenario } from '../game/scenario';
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

describe('leavePlay and long-term targets', () => {
  it('should end the status a dilemma kept its targets in when it leaves play (Rulebook 10.2.3: "until … cured")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Deanna Troi'])
      .place('p2', { kind: 'playedOn', host: 'p1-02' }, ['Two-Dimensional Creatures'])
      .modify('Deanna Troi', { disabled: true })
      .build();
    const game = updateCard(s.id('Two-Dimensional Creatures'), (c) => ({
      ...c,
      affects: { player: 'p1', cards: [s.id('Deanna Troi')], status: 'disabled' },
    }))(s.game);
    // Act
    const after = leavePlay(s.id('Two-Dimensional Creatures'), 'discard')(game);
    // Assert
    expect(getCard(s.id('Deanna Troi'))(after).disabled).toBeUndefined();
    expect(getCard(s.id('Two-Dimensional Creatures'))(after).affects).toBeUndefined();
  });

  it('should strike a card that leaves play from every long-term target list (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Data', 'Worf'])
      .place('p2', { kind: 'playedOn', host: 'p1-01' }, ['Hyper-Aging'])
      .build();
    const game = updateCard(s.id('Hyper-Aging'), (c) => ({
      ...c,
      affects: { player: 'p1', cards: [s.id('Data'), s.id('Worf')], status: null },
    }))(s.game);
    // Act
    const after = kill(s.id('Data'))(game);
    // Assert
    expect(getCard(s.id('Hyper-Aging'))(after).affects?.cards).toEqual([s.id('Worf')]);
  });

  it('should return the crew with a ship returned to hand, and tell the chronicle (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Data'])
      .build();
    // Act
    const after = leavePlay(s.id('Runabout'), 'hand')(s.game);
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Runabout'), s.id('Data')]);
    expect(after.chronicle.map((e) => e.text)).toEqual([
      `Data (${s.id('Data')}) returns to its owner's hand`,
      `Runabout (${s.id('Runabout')}) returns to its owner's hand`,
    ]);
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
  it('should kill everyone aboard a destroyed ship, telling who was killed (Rulebook "Leaving Play")', () => {
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
    expect(game.chronicle.map((e) => e.text).at(-1)).toBe(`Runabout (${s.id('Runabout')}) is destroyed`);
    expect(game.chronicle.map((e) => e.text)).toContain(`Data (${s.id('Data')}) is killed`);
  });
});
