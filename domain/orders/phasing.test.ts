import * as E from 'fp-ts/Either';
import { checkInitiate } from '../battle-rules/initiation';
import { leavePlay } from '../cards-in-play/leave-play';
import { getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { attemptCommands } from '../mission-attempt/eligibility';
import { orders } from './index';
import {
  checkNotTargetingPhased,
  hasPhasingCloak,
  isOutOfPhaseWith,
  isPhased,
  phasedHostOf,
} from './phasing';
import { effectiveRange } from './turn-state';

describe('isPhased', () => {
  it('should not count a phased mark on a card out of play, so nothing enters play phased (Rulebook 7.6)', () => {
    // Arrange
    const s = phasedApnex().build();
    // Act
    const discarded = leavePlay(s.id('Apnex'), 'discard')(s.game);
    // Assert
    expect(isPhased(s.id('Apnex'))(s.game)).toBe(true);
    expect(isPhased(s.id('Apnex'))(discarded)).toBe(false);
    expect(getCard(s.id('Apnex'))(discarded).phased).toBeUndefined();
  });
});

describe('isOutOfPhaseWith', () => {
  it('should separate a phased ship and its crew from cards outside, not from each other (Rulebook 7.6 phasing)', () => {
    // Arrange
    const s = phasedApnex().ship('p2', 'U.S.S. Enterprise', { at: 'Test Mission' }).build();
    const [apnex, tomalak, enterprise] = ['Apnex', 'Tomalak', 'U.S.S. Enterprise'].map(s.id);
    // Act
    const pairs = [
      [tomalak, apnex],
      [tomalak, enterprise],
      [enterprise, apnex],
    ].map(([a, b]) => isOutOfPhaseWith(a as string, b as string)(s.game));
    // Assert
    expect(pairs).toEqual([false, true, true]);
    expect([phasedHostOf(tomalak as string)(s.game), phasedHostOf(enterprise as string)(s.game)]).toEqual([
      apnex,
      null,
    ]);
  });

  it('should put nothing out of phase while no card is phased (Rulebook 7.6)', () => {
    // Arrange
    const s = apnex().ship('p2', 'U.S.S. Enterprise', { at: 'Test Mission' }).build();
    // Act
    const apart = isOutOfPhaseWith(s.id('Tomalak'), s.id('U.S.S. Enterprise'))(s.game);
    // Assert
    expect(apart).toBe(false);
  });
});

describe('hasPhasingCloak', () => {
  it('should give a Phasing Cloak to the ship itself or to your ship with your device aboard (Rulebook 7.6)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Apnex', { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', ['Phased Cloaking Device'])
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p2', ['Phased Cloaking Device'])
      .ship('p1', "I.K.C. K'Vort", { at: 'Test Mission' })
      .build();
    // Act
    const cloaks = ['Apnex', 'U.S.S. Enterprise', 'U.S.S. Galaxy', "I.K.C. K'Vort"].map((ship) =>
      hasPhasingCloak(s.id(ship))(s.game),
    );
    // Assert
    expect(cloaks).toEqual([true, true, false, false]);
  });
});

describe('effectiveRange', () => {
  it('should add the RANGE enhancement while phased only (Rulings "Phasing Cloak")', () => {
    // Arrange
    const s = apnex().build();
    const ship = s.id('Apnex');
    // Act
    const phased = orders.apply({ type: 'ship.phase', player: 'p1', ship })(s.game);
    // Assert
    expect([effectiveRange(ship)(s.game), effectiveRange(ship)(phased)]).toEqual([7, 11]);
  });
});

describe('checkNotTargetingPhased', () => {
  it('should refuse targeting a phased ship or a card aboard it (Rulebook 7.6)', () => {
    // Arrange
    const s = phasedApnex().ship('p1', "I.K.C. K'Vort", { at: 'Test Mission' }).build();
    // Act
    const targets = ['Apnex', 'Tomalak', "I.K.C. K'Vort"].map((card) =>
      E.isLeft(checkNotTargetingPhased(s.id(card))(s.game)),
    );
    // Assert
    expect(targets).toEqual([true, true, false]);
  });

  it('should refuse a phased ship attempting a mission, like a cloaked one (Rulebook 7.6)', () => {
    // Arrange
    const s = phasedApnex().build();
    // Act
    const result = attemptCommands.check({
      type: 'mission.attempt',
      player: 'p1',
      location: s.id('Test Mission'),
      ship: s.id('Apnex'),
    })(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.6 Cloak');
    expect(E.isLeft(result) && result.left.message).toMatch(/phased/);
  });

  it('should refuse a battle against a phased ship (Rulebook 7.6)', () => {
    // Arrange
    const s = scenario({ active: 'p2' })
      .mission('p1', 'Test Mission')
      .ship('p1', 'Apnex', { at: 'Test Mission' })
      .aboard('Apnex', 'p1', ['Tomalak'])
      .modify('Apnex', { cloaked: true, phased: true })
      .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
      .aboard("I.K.C. K'Vort", 'p2', ["Kle'eg", 'Gowron'])
      .build();
    // Act
    const result = checkInitiate({
      type: 'battle.initiate',
      player: 'p2',
      kind: 'ship',
      location: s.id('Test Mission'),
      attackers: [s.id("I.K.C. K'Vort")],
      target: s.id('Apnex'),
    })(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.6 Cloak');
  });

  it('should let a phased ship move using RANGE, its enhancement included (Rulebook 7.6)', () => {
    // Arrange
    const line = (phased: boolean) =>
      (phased ? phasedApnex() : apnex())
        .mission('p1', 'Study Nebula')
        .mission('p1', 'Explore Black Cluster')
        .mission('p1', 'Avert Disaster')
        .build();
    const move = (s: ReturnType<typeof line>) =>
      orders.check({ type: 'ship.move', player: 'p1', ship: s.id('Apnex'), to: s.id('Avert Disaster') })(
        s.game,
      );
    // Act
    const [phased, unphased] = [move(line(true)), move(line(false))];
    // Assert
    expect(phased).toEqual(E.right(undefined));
    expect(E.isLeft(unphased) && unphased.left.message).toMatch(/needs 10 RANGE/);
  });
});

// Helpers

const apnex = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .ship('p1', 'Apnex', { at: 'Test Mission' })
    .aboard('Apnex', 'p1', ['Tomalak']);

const phasedApnex = () => apnex().modify('Apnex', { cloaked: true, phased: true });
