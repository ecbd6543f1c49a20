// It Must Be Destroyed (Cage/Cage63): "Attack: 1. Defense: 2. If battling a [Self] card, ATTACK bonus +4 and your ships
// and crews are not stopped afterwards (but may not initiate battle again this turn). Hit = [Down][Flip]. Direct hit =
// [Down][Flip][Flip][Flip]. Hull: -25%"

import { applyDamage, resolveShip } from '../../../battle/ship-damage';
import { asMarkerOnEnterprise, tacticDuel, volleyText } from '../../../battle/tactic-card-test-support';
import { chooseTactics, withBridge } from '../../../domain/battle-rules/battle-test-support';
import { checkInitiate } from '../../../domain/battle-rules/initiation';
import { placeInSpace } from '../../../domain/battle-rules/self-controlled';
import { openFire } from '../../../domain/battle-rules/ship-fire';
import { beginShip } from '../../../domain/battle-rules/ship-initiation';
import { type GameState, getCard } from '../../../domain/core/game-state';
import { type Scenario, scenario } from '../../../domain/game/scenario';

const TITLE = 'It Must Be Destroyed';
const ENTERPRISE = 'U.S.S. Enterprise';
const DECK = [TITLE, 'Phaser Banks', 'Plasma Torpedo', 'Photon Torpedo', 'Pulse Disruptor'];

describe('It Must Be Destroyed', () => {
  it('should add ATTACK +4 against a [Self] card, and leave its ships and crews unstopped but barred from battle this turn', () => {
    // Arrange: p1's U.S.S. Enterprise (WEAPONS 8) attacks the self-controlled Borg Ship at B
    const s = againstBorgShip();
    // Act
    const fired = openFire(chooseTactics(attack(s, 'Borg Ship'), { p1: { draws: 1, play: 0 } }));
    const resolved = resolveShip(applyDamage(fired));
    // Assert: Attack: 1, +4
    expect(volleyText(fired)).toContain('ATTACK 13 (tactic +5)');
    expect(getCard(s.id(ENTERPRISE))(resolved).stopped).toBe(false);
    expect(getCard(s.id('Jean-Luc Picard'))(resolved).stopped).toBe(false);
    expect(checkInitiate(attackCommand(s, 'Borg Ship'))({ ...resolved, battle: undefined })).toMatchObject({
      _tag: 'Left',
      left: { rule: TITLE },
    });
  });

  it("should give no bonus and stop the survivors in a battle against an opponent's ship (Rulebook 7.4 stage 8)", () => {
    // Arrange: the same ship attacks p2's I.K.C. Vor'Cha at B
    const s = againstBorgShip((b) =>
      b.ship('p2', "I.K.C. Vor'Cha", { at: 'B' }).aboard("I.K.C. Vor'Cha", 'p2', ['Kurn']),
    );
    // Act
    const fired = openFire(chooseTactics(attack(s, "I.K.C. Vor'Cha"), { p1: { draws: 1, play: 0 } }));
    const resolved = resolveShip(applyDamage(fired));
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 9 (tactic +1)');
    expect(getCard(s.id(ENTERPRISE))(resolved).stopped).toBe(true);
  });

  it('should damage WEAPONS -2, SHIELDS -2 and HULL -25% as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], DECK);
    // Act
    const marker = asMarkerOnEnterprise(s, TITLE);
    // Assert
    expect(marker.attributes).toEqual({ RANGE: 0, WEAPONS: -2, SHIELDS: -2 });
    expect(marker.hull).toBe(25);
  });
});

// Helpers

type Builder = ReturnType<typeof scenario>;

/** p1's U.S.S. Enterprise (Picard, Data, Geordi La Forge) at B, with the self-controlled Borg Ship there. */
const againstBorgShip = (more: (b: Builder) => Builder = (b) => b): Scenario => {
  const built = withBridge(
    more(
      scenario({ active: 'p1' })
        .mission('p1', { title: 'Test Mission', label: 'A' })
        .mission('p1', { title: 'Study Nebula', label: 'B' })
        .seed('A', 'p2', ['Borg Ship'])
        .ship('p1', ENTERPRISE, { at: 'B' })
        .aboard(ENTERPRISE, 'p1', ['Jean-Luc Picard', 'Data', 'Geordi La Forge']),
    ),
    'p1',
    DECK,
  ).build();
  return { ...built, game: placeInSpace(built.id('Borg Ship'), built.id('B'), built.id('A'))(built.game) };
};

const attackCommand = (s: Scenario, target: string) =>
  ({
    type: 'battle.initiate',
    player: 'p1',
    kind: 'ship',
    location: s.id('B'),
    attackers: [s.id(ENTERPRISE)],
    target: s.id(target),
  }) as const;

const attack = (s: Scenario, target: string): GameState => beginShip(attackCommand(s, target), false)(s.game);
