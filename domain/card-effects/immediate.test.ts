import { discard, draw, handOf, perCardOf, select, theSelected } from '../../cards/language/build';
import { cardsIn } from '../core/game-state';
import { scenario } from '../game/scenario';
import { resolve } from './immediate';

describe('resolve', () => {
  it('should name the cards a select names then, for the effects after it (issue #14 named selections; Rulebook "Playing a Card": effects in printed order)', () => {
    // Arrange
    const s = scenario()
      .hand('p1', ['Data', 'Worf'])
      .drawDeck('p1', ['Vash', 'Tasha Yar', 'Deanna Troi'])
      .build();
    const choices = { player: 'p1' as const, targetCard: null, targetPlayer: null, take: null };
    // Act: the hand named before the draw, so only the two cards it held are discarded and counted
    const after = resolve(
      [
        select('held', handOf('you')),
        draw('you', 1),
        discard(theSelected('held')),
        draw('you', perCardOf('held')),
      ],
      choices,
    )(s.game);
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual(
      expect.arrayContaining([s.id('Data'), s.id('Worf')]),
    );
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([
      s.id('Vash'),
      s.id('Tasha Yar'),
      s.id('Deanna Troi'),
    ]);
  });
});
