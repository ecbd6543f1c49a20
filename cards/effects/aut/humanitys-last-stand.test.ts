// Humanity's Last Stand (AUT/AUT27): "Attack: 2. Defense: 2. DEFENSE bonus +1 for each tactic that has been removed from
// this game. Hit = [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip]. Remove this tactic from this game. Hull: -25%
// Drive off: May not initiate battle at {Ceti Alpha V}."

import {
  asMarkerOnEnterprise,
  ENTERPRISE,
  MIRANDA,
  tacticDuel,
  tacticOf,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import {
  beginShipBattle,
  chooseTactics,
  HERE,
  withBridge,
} from '../../../domain/battle-rules/battle-test-support';
import { checkInitiate } from '../../../domain/battle-rules/initiation';
import { forbidsBattleAt } from '../../../domain/battle-rules/marker-battle';
import { openFire } from '../../../domain/battle-rules/ship-fire';
import { setAsideCurrentTactics } from '../../../domain/battle-rules/tactics';
import { placeMarker } from '../../../domain/battle-rules/tactics-damage';
import type { Scenario } from '../../../domain/game/scenario';
import { onTurn } from '../play-test-support';

const TITLE = "Humanity's Last Stand";
const VORCHA = "I.K.C. Vor'Cha";

describe("Humanity's Last Stand", () => {
  it("should add DEFENSE +1 for each Tactic removed from the game, either player's (Rulebook 7.4 stage 4)", () => {
    // Arrange: p1's I.K.C. Vor'Cha (WEAPONS 8) fires at p2's U.S.S. Miranda (SHIELDS 5), p2 plays Humanity's Last Stand;
    // two Tactics out of play (p1's, p2's) and a dilemma (not a Tactic)
    const s = duel((b) =>
      b
        .place('p1', { kind: 'outOfPlay', player: 'p1' }, ['Photon Torpedo', 'Armus - Skin of Evil'])
        .place('p2', { kind: 'outOfPlay', player: 'p2' }, ['Plasma Torpedo']),
    );
    // Act
    const fired = fire(s);
    // Assert: 2 + 2
    expect(volleyText(fired)).toContain('ATTACK 8 against DEFENSE 9 (tactic +4), a miss');
  });

  it('should be removed from the game, not discarded, after the battle ("Remove this tactic from this game")', () => {
    // Arrange
    const s = duel();
    const fired = fire(s);
    // Act
    const resolved = setAsideCurrentTactics(fired);
    // Assert
    expect(volleyText(fired)).toContain('against DEFENSE 7 (tactic +2)');
    expect(resolved.cards[s.id(TITLE)]?.zone).toEqual({ kind: 'outOfPlay', player: 'p2' });
  });

  it('should damage WEAPONS -2, SHIELDS -2 and HULL -25% as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = duel();
    // Act
    const marker = asMarkerOnEnterprise(s, TITLE);
    // Assert
    expect(marker.attributes).toEqual({ RANGE: 0, WEAPONS: -2, SHIELDS: -2 });
    expect(marker.hull).toBe(25);
  });

  it('should keep the damaged ship from initiating battle at Ceti Alpha V only ("Drive off")', () => {
    // Arrange: p1's damaged I.K.C. Vor'Cha attacks p2's U.S.S. Enterprise at Wormhole Negotiations, on p1's turn
    const s = onTurn()
      .mission('p1', HERE)
      .ship('p1', VORCHA, { at: HERE })
      .aboard(VORCHA, 'p1', ['Kurn', 'Divok', 'Kargan'])
      .ship('p2', ENTERPRISE, { at: HERE })
      .aboard(ENTERPRISE, 'p2', ['Jean-Luc Picard'])
      .table('p2', [TITLE])
      .build();
    const ship = s.id(VORCHA);
    const damaged = placeMarker(s.id(TITLE), ship)(s.game);
    const text = tacticOf(s, TITLE);
    const attack = {
      type: 'battle.initiate',
      player: 'p1',
      kind: 'ship',
      location: s.id(HERE),
      attackers: [ship],
      target: s.id(ENTERPRISE),
    } as const;
    // Act & Assert
    expect(forbidsBattleAt(text, s.id(HERE))(damaged)).toBe(false);
    expect(forbidsBattleAt({ ...text, mayNotInitiateBattleAt: HERE }, s.id(HERE))(damaged)).toBe(true);
    expect(checkInitiate(attack)(damaged)).toEqual({ _tag: 'Right', right: undefined });
  });
});

// Helpers

const duel = (more: Parameters<typeof tacticDuel>[3] = (b) => b): Scenario =>
  tacticDuel(VORCHA, ['Kurn'], ['Target Engines'], (b) => more(withBridge(b, 'p2', [TITLE, 'Phaser Banks'])));

const fire = (s: Scenario) =>
  openFire(
    chooseTactics(beginShipBattle(s.game, s.id, MIRANDA, [VORCHA]), {
      p1: { draws: 0, play: null },
      p2: { draws: 1, play: 0 },
    }),
  );
