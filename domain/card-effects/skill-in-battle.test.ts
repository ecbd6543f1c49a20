import { beginShipBattle, space } from '../battle-rules/battle-test-support';
import { updateCard } from '../core/game-state';
import { hasSkillInBattle } from './skill-in-battle';

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
