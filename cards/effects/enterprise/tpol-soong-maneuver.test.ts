// T'Pol/Soong Maneuver (enterprise/TPolSoongManeuverEC): "Attack: 0. Defense: 2. ATTACK bonus +3 and DEFENSE bonus +2 if
// you have a NX-class ship firing. Hit = [Down][Flip]. Direct hit = [Down][Flip][Flip][Flip]. Burn and Turn: until the
// end of your next full turn, this ship may not move to a mission where an opponent has a ship."

import {
  asMarkerOnEnterprise,
  fireWithTopTactic,
  hullDamageOf,
  MIRANDA,
  tacticDuel,
  tacticOf,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { bonusOf } from '../../../domain/battle-rules/tactic-bonus';
import { placeMarker } from '../../../domain/battle-rules/tactics-damage';
import { avoidsOpponentShips } from '../../../domain/cards-in-play/marker-movement';
import type { GameState, PlayerId } from '../../../domain/core/game-state';
import { moveCandidates } from '../../../domain/orders/move';
import { onTurn, refusal } from '../play-test-support';

const DECK = ["T'Pol/Soong Maneuver", 'Phaser Banks', 'Plasma Torpedo'];

describe("T'Pol/Soong Maneuver", () => {
  it('should add ATTACK +3 and DEFENSE +2 with a NX-class ship firing, and place itself and one marker on a hit (Rulebook 7.4)', () => {
    // Arrange: Enterprise (NX-class) WEAPONS 4 against U.S.S. Miranda SHIELDS 5
    const s = tacticDuel('Enterprise', ['Captain Reed'], DECK);
    const nx = s.id('Enterprise');
    // Act
    const { fired, damaged } = fireWithTopTactic(s, ['Enterprise'], MIRANDA);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 7 (tactic +3) against DEFENSE 5, a hit');
    expect(
      bonusOf(tacticOf(s, "T'Pol/Soong Maneuver"), 'defense', { firing: [nx], defending: nx })(s.game),
    ).toBe(4);
    expect(hullDamageOf(damaged, s.id(MIRANDA))).toBe(30);
  });

  it('should damage RANGE -2, WEAPONS -1, SHIELDS -1 and no HULL as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel('Enterprise', ['Captain Reed'], DECK);
    // Act
    const marker = asMarkerOnEnterprise(s, "T'Pol/Soong Maneuver");
    // Assert
    expect(marker.attributes).toEqual({ RANGE: -2, WEAPONS: -1, SHIELDS: -1 });
    expect(marker.hull).toBe(0);
  });

  it('should keep the ship from moving where an opponent has a ship until the end of its next full turn ("Burn and Turn")', () => {
    // Arrange: p1's U.S.S. Enterprise damaged on p1's turn; p2's ship at Avert Disaster, none at Test Mission
    const s = onTurn()
      .mission('p1', 'Wormhole Negotiations')
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Wormhole Negotiations' })
      .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard', 'Data', 'Geordi La Forge', 'William T. Riker'])
      .ship('p2', "I.K.C. Vor'Cha", { at: 'Avert Disaster' })
      .table('p2', ["T'Pol/Soong Maneuver"])
      .build();
    const ship = s.id('U.S.S. Enterprise');
    const toward = (to: string) => ({ type: 'ship.move', player: 'p1', ship, to: s.id(to) }) as const;
    // Act
    const damaged = placeMarker(s.id("T'Pol/Soong Maneuver"), ship)(s.game);
    const destinations = (game: GameState) => moveCandidates('p1')(game).map((m) => m.to);
    // Assert: the turn it was placed, p2's turn, p1's next full turn: kept away; then free
    expect(destinations(s.game)).toContain(s.id('Avert Disaster'));
    expect(refusal(damaged, toward('Avert Disaster'))).toBe('Tactic damage marker: Burn and Turn');
    expect(refusal(damaged, toward('Test Mission'))).toBeNull();
    expect(destinations(damaged)).not.toContain(s.id('Avert Disaster'));
    expect([1, 2, 3].map((later) => avoidsOpponentShips(ship)(turnsLater(damaged, later)))).toEqual([
      true,
      true,
      false,
    ]);
  });
});

// Helpers

/** The game `n` turns later (turns alternate between p1 and p2). */
const turnsLater = (game: GameState, n: number): GameState => ({
  ...game,
  turn: {
    ...game.turn,
    number: game.turn.number + n,
    active: (n % 2 === 0 ? game.turn.active : game.turn.active === 'p1' ? 'p2' : 'p1') as PlayerId,
  },
});
