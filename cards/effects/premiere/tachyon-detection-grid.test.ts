// Tachyon Detection Grid (premiere/tachyondetectiongrid), interrupt:
// "Must have at least four of your ships in play to use. Play on any cloaked ship to detect its presence. Ship is
// forced to de-cloak for rest of turn."

import { isCloaked } from '../../../domain/cards-in-play/presence';
import type { ScenarioBuilder } from '../../../domain/game/scenario';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('tachyonDetectionGrid', () => {
  it("should decloak the opponent's cloaked ship (Rulebook 7.6 Cloak)", () => {
    // Arrange
    const s = fleet(4)
      .ship('p2', "D'deridex", { at: 'Test Mission' })
      .modify("D'deridex", { cloaked: true })
      .build();
    const ship = s.id("D'deridex");
    // Act
    const after = send(s.game, grid(s.id('Tachyon Detection Grid'), ship));
    // Assert
    expect([isCloaked(ship)(s.game), isCloaked(ship)(after)]).toEqual([true, false]);
  });

  it('should keep the ship from cloaking again for the rest of the turn (Rulebook 7.6 Cloak)', () => {
    // Arrange
    const s = fleet(3)
      .ship('p1', "D'deridex", { at: 'Test Mission' })
      .aboard("D'deridex", 'p1', ['Tomek'])
      .modify("D'deridex", { cloaked: true })
      .build();
    const ship = s.id("D'deridex");
    // Act
    const after = send(s.game, grid(s.id('Tachyon Detection Grid'), ship));
    // Assert
    expect(refusal(after, { type: 'ship.cloak', player: 'p1', ship })).toBe('7.6 Cloak');
  });

  it('should not play with fewer than four of your ships in play, nor on an uncloaked ship', () => {
    // Arrange
    const s = fleet(3)
      .ship('p2', "D'deridex", { at: 'Test Mission' })
      .modify("D'deridex", { cloaked: true })
      .build();
    const card = s.id('Tachyon Detection Grid');
    // Act
    const refused = refusal(s.game, grid(card, s.id("D'deridex")));
    // Assert
    expect(refused).toBe('Play a Card');
    expect(playsOf(s.game, card)).toEqual([]);
  });
});

// Helpers

const fleet = (ships: number): ScenarioBuilder =>
  ['Runabout', 'U.S.S. Galaxy', 'U.S.S. Hood', 'U.S.S. Oberth']
    .slice(0, ships)
    .reduce(
      (b, ship) => b.ship('p1', ship, { at: 'Test Mission' }),
      onTurn().mission('p1', 'Test Mission').hand('p1', ['Tachyon Detection Grid']),
    );

const grid = (card: string, ship: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: ship } }) as const;
