import { onTurn } from '../../cards/effects/play-test-support';
import { updateCard } from '../core/game-state';
import { beginRogueBorg, rogueBorgForces, rogueBorgTargetedForces } from './rogue-borg-attack';
import { SELF_CONTROLLED } from './self-controlled';

describe('rogueBorgForces', () => {
  it("should form up the Rogue Borg able to act against the defender's personnel (Rulebook 7.4 stage 3 Form Up)", () => {
    // Arrange
    const s = aboard();
    const place = { kind: 'aboard', carrier: s.id('U.S.S. Enterprise') } as const;
    const stasis = updateCard(s.id('Mendon'), (c) => ({ ...c, stasis: true }))(s.game);
    // Act
    const forces = [rogueBorgForces('p2', place)(s.game), rogueBorgForces('p2', place)(stasis)];
    // Assert
    expect(forces).toEqual([
      [[s.id('borg')], [s.id('Mendon'), s.id('Hannah Bates')]],
      [[s.id('borg')], [s.id('Hannah Bates')]],
    ]);
  });
});

describe('rogueBorgTargetedForces', () => {
  it("should form up the attacker's personnel able to attack against the Rogue Borg able to act (Rulebook 7.4 stage 3 Form Up)", () => {
    // Arrange
    const s = aboard();
    const place = { kind: 'aboard', carrier: s.id('U.S.S. Enterprise') } as const;
    const stopped = updateCard(s.id('Mendon'), (c) => ({ ...c, stopped: true }))(s.game);
    const borgStopped = updateCard(s.id('borg'), (c) => ({ ...c, stopped: true }))(stopped);
    // Act
    const forces = rogueBorgTargetedForces('p2', place)(borgStopped);
    // Assert
    expect(forces).toEqual([[s.id('Hannah Bates')], [s.id('borg')]]);
  });
});

describe('beginRogueBorg', () => {
  it('should begin a personnel battle initiated by no player, the crew defending (Rulebook 7.4 "Rogue Borg battle")', () => {
    // Arrange
    const s = aboard();
    const place = { kind: 'aboard', carrier: s.id('U.S.S. Enterprise') } as const;
    const attack = {
      kind: 'rogueBorg',
      place,
      attackers: [s.id('borg')],
      defender: 'p2',
      defenders: [s.id('Mendon')],
    } as const;
    // Act
    const game = beginRogueBorg(attack)(s.game);
    // Assert
    expect(game.battle).toMatchObject({
      attacker: SELF_CONTROLLED,
      defender: 'p2',
      location: s.id('A'),
      counterAttack: false,
      fight: { kind: 'personnel', place, forces: [[s.id('borg')], [s.id('Mendon')]] },
    });
  });
});

// Helpers

const aboard = () =>
  onTurn()
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .ship('p2', 'U.S.S. Enterprise', { at: 'A' })
    .aboard('U.S.S. Enterprise', 'p2', ['Mendon', 'Hannah Bates'])
    .aboard('U.S.S. Enterprise', 'p1', [{ title: 'Rogue Borg Mercenaries', label: 'borg' }])
    .modify('borg', { controller: SELF_CONTROLLED })
    .build();
