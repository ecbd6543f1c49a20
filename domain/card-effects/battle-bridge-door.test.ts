import { battleBridgeDoor } from '../../cards/effects/bog/battle-bridge-door';
import { beginShipBattle, space } from '../battle-rules/battle-test-support';
import { updateCard } from '../core/game-state';
import { checkOptionChoice, hasSkillInBattle, withOptions } from './battle-bridge-door';
import type { PlayText } from './play';

describe('hasSkillInBattle', () => {
  it('should find a player\'s personnel with the skill aboard a card of the battle, able to act (Battle Bridge Door: "if you have Leadership in that battle")', () => {
    // Arrange: p2's Picard (Leadership) aboard the Enterprise p1 attacks; p1's Kurn has none
    const s = space('in space').build();
    const battle = beginShipBattle(s.game, s.id);
    const disabled = updateCard(s.id('Jean-Luc Picard'), (c) => ({ ...c, disabled: true }))(battle);
    // Act
    const found = [
      hasSkillInBattle('p2', 'Leadership')(battle),
      hasSkillInBattle('p1', 'Leadership')(battle),
      hasSkillInBattle('p2', 'Leadership')(disabled),
      hasSkillInBattle('p2', 'Leadership')(s.game),
    ];
    // Assert
    expect(found).toEqual([true, false, false, false]);
  });
});

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
