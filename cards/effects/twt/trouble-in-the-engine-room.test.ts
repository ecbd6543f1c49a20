// ... in the Engine Room (twt/troubleintheengineroom): "100: On a ship, reduces WEAPONS -1 and RANGE -1. 1,000: On a
// ship, it is "stopped" after each of its moves unless 3 ENGINEER aboard. At an {Ore Processing Unit}, suspends
// {Process Ore}." Rulebook "Tribbles (11.3)": "portions of its gametext will not 'activate' until the listed 'minimum'
// number of tribbles is present".

import { isStopped } from '../../../domain/cards-in-play/presence';
import { attribute } from '../../../domain/cards-in-play/skills';
import type { GameState } from '../../../domain/core/game-state';
import * as Decisions from '../../../domain/game/decisions';
import type { Scenario } from '../../../domain/game/scenario';
import type { MoveShip } from '../../../domain/orders/move';
import { onTurn, refusal, send } from '../play-test-support';

describe('troubleInTheEngineRoom', () => {
  it('should reduce the ship it is aboard WEAPONS -1 and RANGE -1 from 100 tribbles present, not below (Rulebook "Tribbles (11.3)")', () => {
    // Arrange: 10 + 10 tribbles are 20; the opponent's 100 Tribbles count too (a group is anyone's tribbles)
    const stats = (s: Scenario) => [
      attribute(s.id(SHIP), 'WEAPONS')(s.game),
      attribute(s.id(SHIP), 'RANGE')(s.game),
    ];
    const plain = stats(enterprise([]));
    // Act
    const few = stats(enterprise(['10 Tribbles - Bonus', '10 Tribbles - Go']));
    const many = stats(enterprise(['100 Tribbles - Bonus'], 'p2'));
    // Assert
    expect(few).toEqual(plain);
    expect(many).toEqual(plain.map((n) => n - 1));
  });

  it('should stop the ship and its crew after its move from 1,000 tribbles present, so it may not move again (Rulebook 10.2.1 Stopped)', () => {
    // Arrange
    const s = enterprise(['1,000 Tribbles - Bonus']);
    // Act
    const moved = send(s.game, moveTo(s, 'B'));
    // Assert
    expect(isStopped(s.id(SHIP))(moved)).toBe(true);
    expect(isStopped(s.id('Jean-Luc Picard'))(moved)).toBe(true);
    expect(refusal(moved, moveTo(s, 'C'))).not.toBeNull();
    expect(shipMoves(moved)).toEqual([]);
  });

  it('should not stop it with fewer than 1,000 tribbles present, nor with 3 ENGINEER aboard (Rulebook "Tribbles (11.3)")', () => {
    // Arrange: 1,000 Tribbles "Each personnel present loses their first-listed skill": Geordi La Forge and Leah Brahms
    // keep one ENGINEER of two, Data (OFFICER first) keeps his: 3; Taurik and Reginald Barclay lose theirs: Geordi's 1
    const scenarios = [
      enterprise(['100 Tribbles - Bonus']),
      enterprise(['1,000 Tribbles - Bonus'], 'p1', ['Geordi La Forge', 'Leah Brahms', 'Data']),
      enterprise(['1,000 Tribbles - Bonus'], 'p1', ['Geordi La Forge', 'Taurik', 'Reginald Barclay']),
    ];
    // Act
    const moved = scenarios.map((s) => send(s.game, moveTo(s, 'B')));
    // Assert
    expect(scenarios.map((s, i) => isStopped(s.id(SHIP))(moved[i] as GameState))).toEqual([
      false,
      false,
      true,
    ]);
    expect(shipMoves(moved[1] as GameState).length).toBeGreaterThan(0);
  });
});

// Helpers

const SHIP = 'U.S.S. Enterprise';
const CREW = ['Jean-Luc Picard', 'Mendon', 'Alyssa Ogawa'];

/** p1's U.S.S. Enterprise at mission A (of A, B, C), staffed, with the trouble and `tribbles` (`owner`'s) aboard. */
const enterprise = (
  tribbles: ReadonlyArray<string>,
  owner: 'p1' | 'p2' = 'p1',
  extra: ReadonlyArray<string> = [],
) =>
  onTurn()
    .mission('p1', { title: 'Explore Dyson Sphere', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .mission('p1', { title: 'Test Mission', label: 'C' })
    .ship('p1', SHIP, { at: 'A' })
    .aboard(SHIP, 'p1', [...CREW, ...extra])
    .aboard(SHIP, owner, tribbles)
    .aboard(SHIP, 'p2', ['... in the Engine Room'])
    .build();

const moveTo = (s: Scenario, to: string): MoveShip => ({
  type: 'ship.move',
  player: 'p1',
  ship: s.id(SHIP),
  to: s.id(to),
});

const shipMoves = (game: GameState) => Decisions.legalActions(game).filter((c) => c.type === 'ship.move');
