import {
  affiliation,
  allOf,
  attribute,
  battle,
  inBattle,
  modifyForThisBattle,
  presentAtBattle,
  thisCard,
  yours,
} from '../../cards/language/build';
import type { GeneralVerb } from '../../cards/language/language';
import { beginPersonnelBattleUnformed, beginShipBattle, space } from '../battle-rules/battle-test-support';
import { hasBattleDue } from '../battle-rules/rogue-borg';
import { SELF_CONTROLLED } from '../battle-rules/self-controlled';
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import type { PlayChoices } from './immediate';
import { battleBy, battlesAnyone, followingBattle } from './text-battle';

describe('followingBattle', () => {
  it('should set the player\'s selected personnel present against the opposing personnel there (Rulebook 7.4; Klingon Right of Vengeance: "all other Klingons present")', () => {
    // Arrange
    const { game, id } = begun();
    // Act
    const command = followingBattle(reattack, played(id))(game);
    // Assert
    expect(command).toEqual({
      type: 'battle.initiate',
      player: 'p2',
      kind: 'personnel',
      place: { kind: 'planetSurface', location: id('Excavation') },
      attackers: [id('Vekma'), id('Batrell')],
      defenders: [id('Kurn')],
    });
  });

  it('should be none in a ship battle (Klingon Right of Vengeance: "killed in an away team battle")', () => {
    // Arrange
    const { game, id } = space().build();
    const choices = { player: 'p2', targetCard: null, targetPlayer: null, take: null };
    // Act
    const command = followingBattle(reattack, choices)(beginShipBattle(game, id));
    // Assert
    expect(command).toBeNull();
  });
});

describe('battleBy', () => {
  it('should leave the battle to follow in the battle under way, once, with the verbs for it (Rulebook 7.4; Klingon Right of Vengeance)', () => {
    // Arrange
    const { game, id } = begun();
    // Act
    const after = battleBy(reattack, played(id))(game);
    // Assert
    expect(after.battle?.reattack?.card).toBe(id('Klingon Right of Vengeance'));
    expect(after.battle?.reattack?.effects).toEqual(reattack.then);
    expect([battlesAnyone(reattack, played(id))(game), battlesAnyone(reattack, played(id))(after)]).toEqual([
      true,
      false,
    ]);
  });

  it('should make a self-controlled Rogue Borg battle the crew of its ship now (Rulings "battle"; Rogue Borg Mercenaries: "Battles crew now")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p2', 'U.S.S. Miranda', { at: 'Avert Disaster' })
      .aboard('U.S.S. Miranda', 'p2', ['Data'])
      .aboard('U.S.S. Miranda', 'p1', [{ title: 'Rogue Borg Mercenaries', label: 'borg' }])
      .modify('borg', { controller: SELF_CONTROLLED })
      .build();
    const choices = { player: 'p1', card: s.id('borg'), targetCard: null, targetPlayer: null, take: null };
    const crew = battle(thisCard) as BattleVerb;
    // Act
    const after = battleBy(crew, choices)(s.game);
    // Assert
    expect([hasBattleDue(s.game), hasBattleDue(after)]).toEqual([false, true]);
    expect(battlesAnyone(crew, choices)(s.game)).toBe(true);
  });
});

// Helpers

const avengers = allOf(affiliation('Klingon'), yours);
type BattleVerb = Extract<GeneralVerb, { readonly type: 'battle' }>;

const reattack = battle(presentAtBattle(avengers), [
  modifyForThisBattle(inBattle(avengers), attribute('STRENGTH'), 'multiply', 2),
]) as BattleVerb;

const played = (id: (ref: string) => string): PlayChoices => ({
  player: 'p2',
  card: id('Klingon Right of Vengeance'),
  targetCard: null,
  targetPlayer: null,
  take: null,
});

/** p1's Kurn attacking p2's Vekma on Excavation, p2's Batrell there too. */
const begun = (): { readonly game: GameState; readonly id: (ref: string) => string } => {
  const s = scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Kurn'])
    .surface('Excavation', 'p2', ['Vekma', 'Batrell'])
    .discard('p2', ['Klingon Right of Vengeance'])
    .build();
  const game = beginPersonnelBattleUnformed(s, [s.id('Kurn')], [s.id('Vekma')]);
  return { game, id: s.id };
};
