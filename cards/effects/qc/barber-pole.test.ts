// Barber Pole (qc/barberpole), event:
// "Plays on table."
import { getCard } from '../../../domain/core/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('barberPole', () => {
  it('should play on the table as your normal card play (Rulebook "Play a Card")', () => {
    // Arrange
    const s = onTurn().mission('p1', 'Test Mission').hand('p1', ['Barber Pole']).build();
    const card = s.id('Barber Pole');
    const command = { type: 'card.play', player: 'p1', card, kind: 'event' } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, card)).toEqual([command]);
    expect(getCard(card)(after).zone).toEqual({ kind: 'table', player: 'p1' });
  });

  it('should not be played once the normal card play is used (Rulebook "Play a Card")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .hand('p1', [
        { title: 'Barber Pole', label: 'first' },
        { title: 'Barber Pole', label: 'second' },
      ])
      .build();
    const play = (card: string) => ({ type: 'card.play', player: 'p1', card, kind: 'event' }) as const;
    const after = send(s.game, play(s.id('first')));
    // Act
    const rule = refusal(after, play(s.id('second')));
    // Assert
    expect(rule).not.toBeNull();
    expect(playsOf(after, s.id('second'))).toEqual([]);
  });
});
