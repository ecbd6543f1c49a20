// Res-Q (premiere/resq), event:
// "Regenerates a card. Exchange this event for any one card from your discard pile."
import { cardsIn } from '../../../domain/core/game-state';
import { onTurn, playsOf, send } from '../play-test-support';

describe('resQ', () => {
  it('should take the chosen card from your discard pile into hand, Res-Q going there instead (Rulebook "Playing a Card")', () => {
    // Arrange
    const s = onTurn()
      .hand('p1', ['Res-Q'])
      .discard('p1', ['Data', 'Tricorder'])
      .discard('p2', ['Worf'])
      .build();
    const card = s.id('Res-Q');
    // Act
    const after = send(s.game, { type: 'card.play', player: 'p1', card, kind: 'event', take: s.id('Data') });
    // Assert
    expect(playsOf(s.game, card).map((c) => ('take' in c ? c.take : null))).toEqual([
      s.id('Data'),
      s.id('Tricorder'),
    ]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Data')]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([card, s.id('Tricorder')]);
  });

  it('should not be playable with an empty discard pile (Rulebook "Playing a Card")', () => {
    // Arrange
    const s = onTurn().hand('p1', ['Res-Q']).build();
    // Act
    const plays = playsOf(s.game, s.id('Res-Q'));
    // Assert
    expect(plays).toEqual([]);
  });
});
