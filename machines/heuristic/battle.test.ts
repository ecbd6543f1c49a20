import type * as Battle from '../../battle';
import { beginShipBattle, space, withBridge } from '../../domain/battle-rules/battle-test-support';
import { beginTactics, tacticRule } from '../../domain/battle-rules/tactics';
import type { GameState } from '../../domain/core/game-state';
import { scenario } from '../../domain/game/scenario';
import { attackLooksGood, battleAnswer, tacticAnswer } from './battle';

describe('attackLooksGood', () => {
  it('should attack an Away Team only with half again its STRENGTH (Rulebook 7.4 personnel battle, stage 5)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Kurn', 'Gowron', 'Kromm'])
      .surface('Excavation', 'p2', ['Jean-Luc Picard'])
      .build();
    const attack = (attackers: ReadonlyArray<string>): Battle.InitiateCommand => ({
      type: 'battle.initiate',
      player: 'p1',
      kind: 'personnel',
      place: { kind: 'planetSurface', location: s.id('Excavation') },
      attackers: attackers.map(s.id),
      defenders: [s.id('Jean-Luc Picard')],
    });
    // Act & Assert
    expect(attackLooksGood(attack(['Kurn', 'Gowron', 'Kromm']), s.game)).toBe(true);
    expect(attackLooksGood(attack(['Kromm']), s.game)).toBe(false);
  });

  it('should count on the mean Attack of its Tactics when its Battle Bridge side deck is open (Rulebook 7.4 stage 3 Tactics)', () => {
    // Arrange: I.K.C. Vor'Cha's WEAPONS 8 against U.S.S. Enterprise's SHIELDS 9; Photon Torpedo's Attack: 2
    const plain = space().build();
    const bridged = withBridge(space(), 'p1', ['Photon Torpedo']).build();
    const attack = (id: (ref: string) => string): Battle.InitiateCommand => ({
      type: 'battle.initiate',
      player: 'p1',
      kind: 'ship',
      location: id('Wormhole Negotiations'),
      attackers: [id("I.K.C. Vor'Cha")],
      target: id('U.S.S. Enterprise'),
    });
    // Act & Assert
    expect(attackLooksGood(attack(plain.id), plain.game)).toBe(false);
    expect(attackLooksGood(attack(bridged.id), bridged.game)).toBe(true);
  });
});

describe('battleAnswer', () => {
  it('should strike as hard as allowed and leave other decisions alone', () => {
    // Arrange
    const strikes: ReadonlyArray<Battle.StrikeCommand> = (['spare', 'stun', 'mortallyWound'] as const).map(
      (strike) => ({ type: 'battle.strike', player: 'p1', strike }),
    );
    const { game } = scenario().build();
    // Act & Assert
    expect(battleAnswer(strikes, game)).toEqual(strikes[2]);
    expect(battleAnswer([{ type: 'turn.end', player: 'p1' }], game)).toBeNull();
  });
});

describe('tacticAnswer', () => {
  it('should draw while it may, then play the drawn tactic worth the most (Rulebook 7.4 stage 3 Tactics)', () => {
    // Arrange: Pulse Disruptor is worth 1 + 2 (Klingon ship firing) + 2 + 2 to p1; Photon Torpedo 2 + 2 + 2
    const s = withBridge(space(), 'p1', ['Photon Torpedo', 'Pulse Disruptor']).build();
    const begun = beginTactics(beginShipBattle(s.game, s.id));
    const draw = (g: GameState): GameState => tacticRule.apply({ type: 'tactic.draw', player: 'p1' })(g);
    const drawn = draw(draw(begun));
    // Act
    const first = tacticAnswer(tacticRule.candidates('p1')(begun), begun);
    const last = tacticAnswer(tacticRule.candidates('p1')(drawn), drawn);
    // Assert
    expect(first).toEqual({ type: 'tactic.draw', player: 'p1' });
    expect(last).toEqual({ type: 'tactic.play', player: 'p1', card: s.id('Pulse Disruptor') });
    expect(tacticAnswer([{ type: 'turn.end', player: 'p1' }], s.game)).toBeNull();
  });
});
