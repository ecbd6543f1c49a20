import * as E from 'fp-ts/Either';
import { onPlanet, runAttempt } from '../../cards/dilemmas/attempt-test-support';
import { onTurn } from '../../cards/effects/play-test-support';
import type { PersonnelInitiateCommand } from '../battle-rules/battle-model';
import { checkInitiate, initiateCandidates } from '../battle-rules/initiation';
import { canFire } from '../battle-rules/ship-fire';
import { capture } from '../capture/capture';
import { isInHouseArrestSituation } from '../cards-in-play/house-arrest';
import { isPresentWith } from '../cards-in-play/presence';
import { getCard } from '../core/game-state';
import type { ScenarioBuilder } from '../game/scenario';
import { terokNor } from './test-support';

describe('presence at a station with sites (Rulebook 12.4 Present: "at the same site, if any")', () => {
  it('should make personnel at the same site present together, and with that site', () => {
    // Arrange
    const s = nor().aboard('Ops', 'p1', ['Dukat', 'Toran']).build();
    // Act
    const present = [
      isPresentWith(s.id('Dukat'), s.id('Toran'))(s.game),
      isPresentWith(s.id('Dukat'), s.id('Ops'))(s.game),
      isPresentWith(s.id('Dukat'), s.id('Terok Nor'))(s.game),
    ];
    // Assert
    expect(present).toEqual([true, true, true]);
  });

  it('should not make personnel at different sites of one station present together, nor with the other site', () => {
    // Arrange
    const s = nor().aboard('Ops', 'p1', ['Dukat']).aboard('Promenade Shops', 'p1', ['Toran']).build();
    // Act
    const present = [
      isPresentWith(s.id('Dukat'), s.id('Toran'))(s.game),
      isPresentWith(s.id('Dukat'), s.id('Promenade Shops'))(s.game),
    ];
    // Assert
    expect(present).toEqual([false, false]);
  });
});

describe('personnel battle at a site (Rulings "battle": "present together on the same … site")', () => {
  it('should offer an attack on opposing personnel at the same site, the battle place naming the site', () => {
    // Arrange
    const s = nor().aboard('Ops', 'p1', ['Dukat']).aboard('Ops', 'p2', ['Quark']).build();
    // Act
    const offered = initiateCandidates('p1')(s.game);
    // Assert
    expect(offered).toEqual([
      {
        type: 'battle.initiate',
        player: 'p1',
        kind: 'personnel',
        place: { kind: 'aboard', carrier: s.id('Terok Nor'), site: s.id('Ops') },
        attackers: [s.id('Dukat')],
        defenders: [s.id('Quark')],
      },
    ]);
  });

  it('should offer no attack on opposing personnel at another site, and refuse one naming both', () => {
    // Arrange
    const s = nor().aboard('Ops', 'p1', ['Dukat']).aboard('Promenade Shops', 'p2', ['Quark']).build();
    const command: PersonnelInitiateCommand = {
      type: 'battle.initiate',
      player: 'p1',
      kind: 'personnel',
      place: { kind: 'aboard', carrier: s.id('Terok Nor'), site: s.id('Ops') },
      attackers: [s.id('Dukat')],
      defenders: [s.id('Quark')],
    };
    // Act
    const result = checkInitiate(command)(s.game);
    // Assert
    expect(initiateCandidates('p1')(s.game)).toEqual([]);
    expect(E.isLeft(result) && result.left.rule).toBe('7.4 Battle');
  });
});

describe('house arrest at a site (Rulebook 10.2.10: "at a site on a Nor … the minority group")', () => {
  it('should not put a personnel incompatible with the station, alone at its site, in a house arrest situation', () => {
    // Arrange
    const s = nor().aboard('Ops', 'p1', ['Dukat']).aboard('Promenade Shops', 'p1', ['Vash']).build();
    // Act
    const situation = isInHouseArrestSituation(s.id('Vash'))(s.game);
    // Assert
    expect(situation).toBe(false);
  });

  it("should put a personnel incompatible with its controller's free personnel at the same site in one", () => {
    // Arrange
    const s = nor().aboard('Ops', 'p1', ['Dukat', 'Vash']).build();
    // Act
    const situation = isInHouseArrestSituation(s.id('Vash'))(s.game);
    // Assert
    expect(situation).toBe(true);
  });
});

describe('a Nor\'s WEAPONS (Rulings "WEAPONS – using": "If the facility is a Nor, the matching personnel must be in Ops")', () => {
  it('should let the station fire with a matching personnel in Ops, and not with one at another site', () => {
    // Arrange
    const inOps = nor().aboard('Ops', 'p1', ['Dukat']).build();
    const onPromenade = nor().aboard('Promenade Shops', 'p1', ['Dukat']).build();
    // Act
    const fire = [inOps, onPromenade].map((s) => canFire(s.id('Terok Nor'))(s.game));
    // Assert
    expect(fire).toEqual([true, false]);
  });
});

describe('a dilemma beaming a team up to a station with sites (Portal Guard: "must abort mission and beam up or die")', () => {
  it('should offer each site of the station, and beam the team aboard at the site chosen', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Portal Guard'])
      .surface('Excavation', 'p1', ['Mendon', 'Giusti'])
      .facility('p1', 'Terok Nor', { at: 'Excavation' })
      .site('p1', 'Ops', { on: 'Terok Nor' })
      .site('p1', 'Promenade Shops', { on: 'Terok Nor' })
      .build();
    const attempt = onPlanet('p1', s.id('Excavation'));
    // Act
    const asked = runAttempt(s.game, attempt);
    const run = runAttempt(s.game, attempt, [{ type: 'attempt.choose', player: 'p1', cards: [s.id('Ops')] }]);
    // Assert
    expect(asked.game.attempt?.awaiting?.options).toEqual([s.id('Ops'), s.id('Promenade Shops')]);
    expect(getCard(s.id('Mendon'))(run.game).zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Terok Nor'),
      site: s.id('Ops'),
    });
  });
});

describe('capture at a station with sites (Rulebook "Capture": "relocate to one of the capturing player\'s crews")', () => {
  it("should escort a captive to the captor's personnel at their site", () => {
    // Arrange
    const s = nor().aboard('Ops', 'p1', ['Dukat']).aboard('Promenade Shops', 'p2', ['Quark']).build();
    // Act
    const next = capture(s.id('Quark'), 'p1', { card: s.id('Dukat') })(s.game);
    // Assert
    expect(E.isRight(next) && getCard(s.id('Quark'))(next.right).zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Terok Nor'),
      site: s.id('Ops'),
    });
  });
});

// Helpers

/** p1's Terok Nor (Cardassian) with Ops and Promenade Shops. */
const nor = (): ScenarioBuilder => terokNor(['Ops', 'Promenade Shops']);
