// Raktajino (HF6/HF6_28; first printed Emissary 19 V), event:
// "Plays to make a unique personnel attributes +2 until end of turn OR shuffle the bottom three personnel and/or ships
// from your discard pile into your draw deck. Discard event."
import { attribute } from '../../../domain/cards-in-play/skills';
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { onTurn, playsOf, send } from '../play-test-support';

describe('raktajino', () => {
  it('should make a unique personnel, anyone\'s, attributes +2 until end of turn, never a universal one (Rulebook "Entering Play" L321)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Data', 'Giusti'])
      .surface('Avert Disaster', 'p2', ['Tomalak', 'Kromm'])
      .hand('p1', ['Raktajino'])
      .build();
    const card = s.id('Raktajino');
    const targets = playsOf(s.game, card).flatMap((p) =>
      'target' in p && p.target !== undefined && 'card' in p.target ? [p.target.card] : [],
    );
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'event',
      target: { card: s.id('Data') },
    });
    const nextTurn: GameState = { ...after, turn: { ...after.turn, number: after.turn.number + 1 } };
    // Assert
    expect(targets).toEqual(expect.arrayContaining([s.id('Data'), s.id('Tomalak')]));
    expect(targets).not.toContain(s.id('Giusti'));
    expect(targets).not.toContain(s.id('Kromm'));
    const attributes = (g: GameState) =>
      (['INTEGRITY', 'CUNNING', 'STRENGTH'] as const).map((a) => attribute(s.id('Data'), a)(g));
    expect(attributes(s.game)).toEqual([8, 12, 12]);
    expect(attributes(after)).toEqual([10, 14, 14]);
    expect(attributes(nextTurn)).toEqual([8, 12, 12]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([card]);
  });

  it('should shuffle the bottom three personnel and ships of your discard pile into your draw deck (Rulebook 12.14)', () => {
    // Arrange
    const s = onTurn()
      .hand('p1', ['Raktajino'])
      .discard('p1', ['Vash', 'Yellow Alert', 'Runabout', 'Worf', 'Red Alert!', 'Deanna Troi'])
      .drawDeck('p1', ['Tasha Yar'])
      .build();
    const card = s.id('Raktajino');
    // Act
    const after = send(s.game, { type: 'card.play', player: 'p1', card, kind: 'event', function: 1 });
    // Assert
    expect([...cardsIn({ kind: 'drawDeck', player: 'p1' })(after)].sort()).toEqual(
      ['Tasha Yar', 'Runabout', 'Worf', 'Deanna Troi'].map(s.id).sort(),
    );
    expect([...cardsIn({ kind: 'discard', player: 'p1' })(after)].sort()).toEqual(
      [card, ...['Vash', 'Yellow Alert', 'Red Alert!'].map(s.id)].sort(),
    );
  });
});
