// Issue #14: the duration "for this battle" of the general verb `modify` (Rulebook 12.11 S.A.M.; Rulebook 7.4: the
// battle ends after stage 8 Resolution). Battle Bridge Door: "enhances each of your ships' and facilities' WEAPONS +1".
import { allInPlay, modifyForThisBattle as modifyVerb, theTarget } from '../../cards/language/build-verbs';
import type { GeneralVerb } from '../../cards/language/language';
import { beginShipBattle, space } from '../battle-rules/battle-test-support';
import { finish } from '../battle-rules/battle-under-way';
import { attribute } from '../cards-in-play/skills';
import { modifyForThisBattle } from './for-this-battle';

const weaponsPlusOne = modifyVerb(theTarget, { kind: 'attribute', name: 'WEAPONS' }, 'add', 1) as Extract<
  GeneralVerb,
  { readonly type: 'modify' }
>;

describe('modifyForThisBattle', () => {
  it('should modify the card until the battle under way ends, then no more (Rulebook 12.11, 7.4)', () => {
    // Arrange: p1's Vor'Cha attacks p2's Enterprise; Picard's card stands for the card played
    const s = space('in space').build();
    const battle = beginShipBattle(s.game, s.id);
    const enterprise = s.id('U.S.S. Enterprise');
    const printed = attribute(enterprise, 'WEAPONS')(battle);
    // Act
    const modified = modifyForThisBattle(weaponsPlusOne, enterprise, s.id('Jean-Luc Picard'))(battle);
    const ended = finish(modified).game;
    // Assert
    expect(attribute(enterprise, 'WEAPONS')(modified)).toBe(printed + 1);
    expect(modified.battle?.lastingFrom).toEqual([s.id('Jean-Luc Picard')]);
    expect(attribute(enterprise, 'WEAPONS')(ended)).toBe(printed);
  });

  it('should do nothing when no battle is under way (nothing for it to last)', () => {
    // Arrange
    const s = space('in space').build();
    // Act
    const after = modifyForThisBattle(
      weaponsPlusOne,
      s.id('U.S.S. Enterprise'),
      s.id('Jean-Luc Picard'),
    )(s.game);
    // Assert
    expect(after).toBe(s.game);
  });

  it('should be the duration of the general verb modify, its selection any selection', () => {
    // Act
    const verb = modifyVerb(allInPlay({ kind: 'yours' }), { kind: 'attribute', name: 'SHIELDS' }, 'add', 2, {
      cumulative: true,
    });
    // Assert
    expect(verb).toMatchObject({ type: 'modify', duration: 'thisBattle', cumulative: true, amount: 2 });
  });
});
