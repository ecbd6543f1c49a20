import * as E from 'fp-ts/Either';
import type { CardText } from '../../cards/language/language';
import { scenario } from '../game/scenario';
import { checkChoices, withChoices } from './play-choices';

const noChoice: CardText = {
  blueprint: 'premiere/lifeformscan',
  immediate: [{ type: 'lookAt', sight: 'opponentsHand' }],
};

describe('checkChoices', () => {
  it('should refuse a card to take or personnel to stop that the text does not ask for (Rulebook "Playing a Card")', () => {
    // Arrange
    const s = scenario().hand('p1', ['Life-form Scan', 'Data']).build();
    const base = {
      type: 'card.play' as const,
      player: 'p1',
      card: s.id('Life-form Scan'),
      kind: 'interrupt' as const,
    };
    // Act
    const checked = [
      checkChoices(base, 'Life-form Scan', noChoice)(s.game),
      checkChoices({ ...base, take: s.id('Data') }, 'Life-form Scan', noChoice)(s.game),
      checkChoices({ ...base, stop: [s.id('Data')] }, 'Life-form Scan', noChoice)(s.game),
    ];
    // Assert
    expect(checked.map(E.isRight)).toEqual([true, false, false]);
  });
});

describe('withChoices', () => {
  it('should leave a play whose text chooses nothing as it is', () => {
    // Arrange
    const s = scenario().hand('p1', ['Life-form Scan']).build();
    const play = {
      type: 'card.play' as const,
      player: 'p1',
      card: s.id('Life-form Scan'),
      kind: 'interrupt' as const,
    };
    // Act
    const plays = withChoices('p1', noChoice, [play])(s.game);
    // Assert
    expect(plays).toEqual([play]);
  });
});
