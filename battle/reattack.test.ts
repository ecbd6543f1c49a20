import {
  affiliation,
  allOf,
  battle,
  inBattle,
  modifyForThisBattle,
  presentAtBattle,
  attribute as strength,
  yours,
} from '../cards/language/build';
import { beginPersonnelBattleUnformed } from '../domain/battle-rules/battle-test-support';
import { finish } from '../domain/battle-rules/battle-under-way';
import { resolveVerb } from '../domain/card-effects/verbs';
import { attribute } from '../domain/cards-in-play/skills';
import type { GameState } from '../domain/core/game-state';
import { scenario } from '../domain/game/scenario';
import { beginReattack, hasReattack } from './reattack';

describe('beginReattack', () => {
  it('should end the battle and begin the re-attack, the attackers doubled (Klingon Right of Vengeance)', () => {
    // Arrange
    const { game, id } = requested();
    // Act
    const after = beginReattack(game);
    // Assert
    expect(after.battle).toMatchObject({
      attacker: 'p2',
      defender: 'p1',
      fight: { forces: [[id('Batrell')], [id('Kurn')]] },
    });
    expect(attribute(id('Batrell'), 'STRENGTH')(after)).toBe(14);
    expect(hasReattack(after)).toBe(false);
  });

  it('should double STRENGTH only until the re-attack is over (Klingon Right of Vengeance)', () => {
    // Arrange
    const { game, id } = requested();
    // Act
    const over = finish(beginReattack(game)).game;
    // Assert
    expect(attribute(id('Batrell'), 'STRENGTH')(over)).toBe(7);
    expect(over.modifiers).toEqual(game.modifiers);
  });
});

describe('hasReattack', () => {
  it('should tell a re-attack requested in the battle under way (Klingon Right of Vengeance)', () => {
    // Arrange
    const { game, before } = requested();
    // Act & Assert
    expect([hasReattack(before), hasReattack(game)]).toEqual([false, true]);
  });
});

// Helpers

/** p1's Kurn attacked p2's Vekma, now killed; p2 played Klingon Right of Vengeance for Batrell, present. */
const requested = (): {
  readonly game: GameState;
  readonly before: GameState;
  readonly id: (ref: string) => string;
} => {
  const s = scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Kurn'])
    .surface('Excavation', 'p2', ['Batrell'])
    .discard('p2', ['Vekma', 'Klingon Right of Vengeance'])
    .build();
  const before = beginPersonnelBattleUnformed(s, [s.id('Kurn')], [s.id('Vekma')]);
  const avengers = allOf(affiliation('Klingon'), yours);
  const effect = battle(presentAtBattle(avengers), [
    modifyForThisBattle(inBattle(avengers), strength('STRENGTH'), 'multiply', 2),
  ]);
  const choices = {
    player: 'p2',
    card: s.id('Klingon Right of Vengeance'),
    targetCard: null,
    targetPlayer: null,
    take: null,
  };
  return { game: resolveVerb(effect, choices)(before), before, id: s.id };
};
