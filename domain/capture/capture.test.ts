import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { checkInitiate } from '../battle-rules/initiation';
import { kill } from '../cards-in-play/leave-play';
import { canAct } from '../cards-in-play/presence';
import { type GameState, getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import { capture, checkMayAttack, escortOf, holdOf, isTrapCard, placeInBrig } from './capture';

describe('capture', () => {
  it('should relocate a captive to the capturing Away Team present (Rulebook "Capture")', () => {
    // Arrange
    const s = planet().surface('Avert Disaster', 'p1', ['Mendak']).build();
    // Act
    const next = right(capture(s.id('Worf'), 'p1', { card: s.id('Mendak') })(s.game));
    // Assert
    expect(getCard(s.id('Worf'))(next)).toMatchObject({
      zone: { kind: 'planetSurface', location: s.id('Avert Disaster') },
      disabled: true,
      captive: { by: 'p1' },
      controller: 'p2',
    });
    expect(holdOf(s.id('Worf'))(next)).toEqual(O.some('escort'));
    expect(escortOf(s.id('Worf'))(next)).toEqual([s.id('Mendak')]);
    expect(canAct(s.id('Worf'))(next)).toBe(false);
  });

  it('should relocate a captive to the captor\'s crew at the same location when no team is present (Rulebook "Capture")', () => {
    // Arrange
    const s = planet()
      .ship('p1', 'Khazara', { at: 'Avert Disaster' })
      .aboard('Khazara', 'p1', ['Mendak'])
      .build();
    // Act
    const next = right(capture(s.id('Worf'), 'p1', { card: s.id('Cardassian Trap') })(s.game));
    // Assert
    expect(getCard(s.id('Worf'))(next).zone).toEqual({ kind: 'aboard', carrier: s.id('Khazara') });
    expect(holdOf(s.id('Worf'))(next)).toEqual(O.some('escort'));
    expect(getCard(s.id('Cardassian Trap'))(next).zone).toEqual(
      getCard(s.id('Cardassian Trap'))(s.game).zone,
    );
  });

  it('should relocate a captive to the captor\'s crew aboard a ship carried at the location, not leave a trap card (Rulebook "Capture", "Carried ships")', () => {
    // Arrange: Mendak is aboard the Runabout carried by p1's Khazara in orbit
    const s = planet()
      .ship('p1', 'Khazara', { at: 'Avert Disaster' })
      .ship('p1', 'Runabout', { carriedBy: 'Khazara' })
      .aboard('Runabout', 'p1', ['Mendak'])
      .build();
    // Act
    const next = right(capture(s.id('Worf'), 'p1', { card: s.id('Cardassian Trap') })(s.game));
    // Assert
    expect(getCard(s.id('Worf'))(next).zone).toEqual({ kind: 'aboard', carrier: s.id('Runabout') });
    expect(escortOf(s.id('Worf'))(next)).toEqual([s.id('Mendak')]);
    expect(isTrapCard(s.id('Cardassian Trap'))(next)).toBe(false);
  });

  it('should leave the source card on the table as a trap card holding the captive when no team is there (Rulebook "Capture")', () => {
    // Arrange
    const s = planet().build();
    // Act
    const next = right(capture(s.id('Worf'), 'p1', { card: s.id('Cardassian Trap') })(s.game));
    // Assert
    const trap = s.id('Cardassian Trap');
    expect(getCard(trap)(next)).toMatchObject({
      zone: { kind: 'playedOn', host: s.id('Avert Disaster') },
      faceUp: true,
    });
    expect(getCard(s.id('Worf'))(next)).toMatchObject({
      zone: { kind: 'playedOn', host: trap },
      disabled: true,
      captive: { by: 'p1', trap },
    });
    expect(holdOf(s.id('Worf'))(next)).toEqual(O.some('trap'));
    expect(isTrapCard(trap)(next)).toBe(true);
  });

  it('should refuse to capture one\'s own personnel, and a capture with neither team nor trap card (Rulebook "Capture")', () => {
    // Arrange
    const s = planet().ship('p1', 'Khazara', { at: 'Avert Disaster' }).build();
    // Act
    const own = capture(s.id('Worf'), 'p2', { card: s.id('Cardassian Trap') })(s.game);
    const noTrap = capture(s.id('Worf'), 'p1', { card: s.id('Khazara') })(s.game);
    // Assert
    expect(E.isLeft(own) && own.left.rule).toBe('Capture');
    expect(E.isLeft(noTrap) && noTrap.left.rule).toBe('Capture');
  });
});

describe('checkMayMoveCaptive', () => {
  it('should let the captor beam an escorted captive like an Equipment card, never its owner (Rulebook "Capture")', () => {
    // Arrange
    const s = planet()
      .ship('p1', 'Khazara', { at: 'Avert Disaster' })
      .surface('Avert Disaster', 'p1', ['Mendak'])
      .build();
    const game = {
      ...right(capture(s.id('Worf'), 'p1', { card: s.id('Mendak') })(s.game)),
      pending: turnOf('p1'),
    };
    const beam = (player: string) =>
      ({
        type: 'card.beam',
        player,
        card: s.id('Worf'),
        from: s.id('Avert Disaster'),
        to: s.id('Khazara'),
      }) as const;
    // Act
    const byCaptor = Decisions.check(beam('p1'))(game);
    const byOwner = Decisions.check(beam('p2'))({
      ...game,
      turn: { ...game.turn, active: 'p2' },
      pending: turnOf('p2'),
    });
    // Assert
    expect(Decisions.legalActions(game)).toContainEqual(beam('p1'));
    expect(E.isRight(byCaptor)).toBe(true);
    expect(getCard(s.id('Worf'))(Decisions.apply(beam('p1'))(game)).zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Khazara'),
    });
    expect(E.isLeft(byOwner) && byOwner.left.rule).toBe('Capture');
  });

  it('should refuse a captive beaming on its own, and its captor moving it once unattended (Rulebook "Capture")', () => {
    // Arrange: the captive's owner has a ship there; the captor's escort is killed
    const s = planet()
      .ship('p2', 'Runabout', { at: 'Avert Disaster' })
      .surface('Avert Disaster', 'p1', ['Mendak'])
      .build();
    const captured = right(capture(s.id('Worf'), 'p1', { card: s.id('Mendak') })(s.game));
    const owners = { ...captured, turn: { ...captured.turn, active: 'p2' }, pending: turnOf('p2') };
    const alone = { ...kill(s.id('Mendak'))(captured), pending: turnOf('p1') };
    const beam = (player: string) =>
      ({
        type: 'card.beam',
        player,
        card: s.id('Worf'),
        from: s.id('Avert Disaster'),
        to: s.id('Runabout'),
      }) as const;
    // Act
    const own = Decisions.check(beam('p2'))(owners);
    // Assert
    expect(E.isLeft(own)).toBe(true);
    expect(Decisions.legalActions(owners)).not.toContainEqual(beam('p2'));
    expect(holdOf(s.id('Worf'))(alone)).toEqual(O.some('unattended'));
    expect(E.isLeft(Decisions.check(beam('p1'))(alone))).toBe(true);
  });
});

describe('checkMayAttack', () => {
  it('should refuse a battle initiated against personnel you have captured, with no change (Rulebook "Capture")', () => {
    // Arrange
    const s = planet().surface('Avert Disaster', 'p1', ['Mendak']).build();
    const game = {
      ...right(capture(s.id('Worf'), 'p1', { card: s.id('Mendak') })(s.game)),
      pending: turnOf('p1'),
    };
    const command = {
      type: 'battle.initiate',
      player: 'p1',
      kind: 'personnel',
      place: { kind: 'planetSurface', location: s.id('Avert Disaster') },
      attackers: [s.id('Mendak')],
      defenders: [s.id('Data'), s.id('Worf')],
    } as const;
    // Act
    const result = checkInitiate(command)(game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Capture');
    expect(E.isRight(checkMayAttack('p1', [s.id('Data')])(game))).toBe(true);
    expect(Decisions.legalActions(game)).not.toContainEqual(command);
  });
});

describe('placeInBrig', () => {
  it('should refuse a brig where the ship has none (Rulebook "Capture": "If the ship or facility has a brig")', () => {
    // Arrange
    const s = planet()
      .ship('p1', 'Khazara', { at: 'Avert Disaster' })
      .aboard('Khazara', 'p1', ['Mendak'])
      .build();
    const game = right(capture(s.id('Worf'), 'p1', { card: s.id('Mendak') })(s.game));
    // Act
    const result = placeInBrig(s.id('Worf'))(game);
    // Assert
    expect(E.isLeft(result)).toBe(true);
  });
});

describe('leavePlay', () => {
  it('should forget the capture of a captive that leaves play (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = planet().surface('Avert Disaster', 'p1', ['Mendak']).build();
    const game = right(capture(s.id('Worf'), 'p1', { card: s.id('Mendak') })(s.game));
    // Act
    const next = kill(s.id('Worf'))(game);
    // Assert
    expect(getCard(s.id('Worf'))(next).captive).toBeUndefined();
    expect(getCard(s.id('Worf'))(next).disabled).toBeUndefined();
  });
});

describe('holdOf', () => {
  test.prop([fc.subarray(['Worf', 'Data', 'Tasha Yar']), fc.boolean()])(
    'should find every captive disabled and held one way: escort, trap, brig or unattended (Rulebook "Capture", 10.2.3)',
    (taken, withTeam) => {
      // Arrange
      const base = withTeam ? planet().surface('Avert Disaster', 'p1', ['Mendak']) : planet();
      const s = base.build();
      // Act
      const game = taken.reduce(
        (g, title) => right(capture(s.id(title), 'p1', { card: s.id('Cardassian Trap') })(g)),
        s.game,
      );
      // Assert
      for (const title of taken) {
        const card = getCard(s.id(title))(game);
        expect(card.disabled).toBe(true);
        expect(O.isSome(holdOf(card.id)(game))).toBe(true);
        expect(holdOf(card.id)(game)).toEqual(O.some(withTeam ? 'escort' : 'trap'));
        if (!withTeam) expect(card.zone).toEqual({ kind: 'playedOn', host: s.id('Cardassian Trap') });
      }
    },
  );
});

// Helpers

const right = (result: E.Either<{ readonly message: string }, GameState>): GameState => {
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

const turnOf = (player: string) => ({ player, decision: 'turn.act' }) as const;

/** p2's Away Team (Data, Worf, Tasha Yar) on Avert Disaster; p1's Cardassian Trap being encountered. */
const planet = () =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .surface('Avert Disaster', 'p2', ['Data', 'Worf', 'Tasha Yar'])
    .place('p1', { kind: 'beingPlayed', player: 'p1' }, ['Cardassian Trap']);
