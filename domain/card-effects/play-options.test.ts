// Issue #14: the choice of options of card text ("… OR …", the verb `option`), chosen by the player whose card it is.
import { battleBridgeDoor } from '../../cards/effects/bog/battle-bridge-door';
import { draw, option } from '../../cards/language/build-verbs';
import type { PlayText } from '../card-play/play-text';
import { cardsIn, type GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { resolve } from './immediate';
import { checkOptionChoice, withOptions } from './play-options';

describe('checkOptionChoice', () => {
  it('should ask for one option of the "OR" choice, and none of a text without one (Battle Bridge Door)', () => {
    // Arrange
    const play: PlayText = { type: 'card.play', player: 'p1', card: 'c1', kind: 'doorway' };
    // Act
    const plays = withOptions(battleBridgeDoor, play);
    const checked = [
      ...plays.map((p) => checkOptionChoice(p, 'Battle Bridge Door', battleBridgeDoor)),
      checkOptionChoice(play, 'Battle Bridge Door', battleBridgeDoor),
      checkOptionChoice({ ...play, option: 'weapons' }, 'Other', { blueprint: 'x' }),
    ].map((e) => e._tag);
    // Assert
    expect(plays.map((p) => p.option)).toEqual(['tactics', 'weapons']);
    expect(checked).toEqual(['Right', 'Right', 'Left', 'Left']);
  });
});

describe('resolve of option', () => {
  it('should run the effects of the option the play names, and none of the others ("… OR …", chosen by the player whose card it is)', () => {
    // Arrange: p1 has three cards in their draw deck
    const s = scenario().drawDeck('p1', ['Data', 'Worf', 'Tasha Yar']).build();
    const choice = option(
      { label: 'one', effects: [draw('you', 1)] },
      { label: 'two', effects: [draw('you', 2)] },
    );
    const choices = (picked: string | undefined) =>
      ({ player: 'p1', targetCard: null, targetPlayer: null, take: null, option: picked }) as const;
    const handSize = (game: GameState) => cardsIn({ kind: 'hand', player: 'p1' })(game).length;
    // Act
    const drawn = ['one', 'two', undefined].map((picked) =>
      handSize(resolve([choice], choices(picked))(s.game)),
    );
    // Assert
    expect(drawn).toEqual([1, 2, 0]);
  });
});
