// Apnex (roa/apnex), ship: "Cloaking Device, Phasing Cloak (RANGE +4 while phased)."

import type { ScenarioBuilder } from '../../../domain/game/scenario';
import { isPhased, rangeLeft } from '../../../domain/orders';
import { onTurn, playsOf, put, refusal, send } from '../play-test-support';

describe('apnex', () => {
  it('should phase, with RANGE +4 while phased (Rulebook 7.6, Rulings "Phasing Cloak")', () => {
    // Arrange
    const s = apnex().build();
    const ship = s.id('Apnex');
    // Act
    const phased = send(s.game, { type: 'ship.phase', player: 'p1', ship });
    // Assert
    expect(isPhased(ship)(phased)).toBe(true);
    expect([rangeLeft(ship)(s.game), rangeLeft(ship)(phased)]).toEqual([7, 11]);
  });

  it('should not be targeted by its own player\'s cards once phased (Rulebook 7.6: "You may not target your phased cards")', () => {
    // Arrange
    const s = apnex()
      .hand('p1', ['Warp Core Breach'])
      .modify('Apnex', { cloaked: true, phased: true })
      .build();
    const play = {
      type: 'card.play',
      player: 'p1',
      card: s.id('Warp Core Breach'),
      kind: 'event',
      target: { card: s.id('Apnex') },
    } as const;
    // Act
    const refused = refusal(s.game, play);
    // Assert
    expect(refused).toBe('7.6 Cloak');
    expect(playsOf(s.game, s.id('Warp Core Breach'))).toEqual([]);
  });

  it('should not be affected by cards that affect cloaked ships (Rulings "Phasing Cloak": separate conditions)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Excelsior', { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Stargazer', { at: 'Test Mission' })
      .ship('p2', 'Apnex', { at: 'Test Mission' })
      .modify('Apnex', { cloaked: true, phased: true })
      .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
      .modify("I.K.C. K'Vort", { cloaked: true })
      .hand('p1', ['Tachyon Detection Grid'])
      .build();
    // Act
    const plays = playsOf(s.game, s.id('Tachyon Detection Grid'));
    // Assert
    expect(plays.map((c) => ('target' in c ? c.target : null))).toEqual([{ card: s.id("I.K.C. K'Vort") }]);
  });

  it('should pass a Q-Net while phased (Rulings "Phasing Cloak": not affected by external phenomena)', () => {
    // Arrange
    const netted = (phased: boolean) => {
      const s = apnex().mission('p1', 'Study Nebula').modify('Apnex', { cloaked: phased, phased }).build();
      const [, game] = put(s.game, 'p2', 'Q-Net', { kind: 'playedOn', host: s.id('Test Mission') });
      return refusal(game, {
        type: 'ship.move',
        player: 'p1',
        ship: s.id('Apnex'),
        to: s.id('Study Nebula'),
      });
    };
    // Act
    const refusals = [netted(true), netted(false)];
    // Assert
    expect(refusals).toEqual([null, 'Q-Net']);
  });
});

// Helpers

const apnex = (): ScenarioBuilder =>
  onTurn()
    .mission('p1', 'Test Mission')
    .ship('p1', 'Apnex', { at: 'Test Mission' })
    .aboard('Apnex', 'p1', ['Tomalak']);
