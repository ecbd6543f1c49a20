import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { capture, holdOf } from '../capture/capture';
import { kill } from '../cards-in-play/leave-play';
import { type GameState, getCard, moveCard, type Zone } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type Scenario, scenario } from '../game/scenario';
import { earnSetAside } from '../mission-attempt/earning';
import type { MissionAttempt } from '../mission-attempt/model';
import { checkReleaseCaptive, checkTakeCustody, release } from './captive-actions';

describe('checkReleaseCaptive', () => {
  it('should let the owner\'s other personnel present release an unattended captive (Rulebook "Capture")', () => {
    // Arrange: Mendak's escort is killed, leaving Worf unattended with Data
    const s = planet().surface('Avert Disaster', 'p1', ['Mendak']).build();
    const captured = right(capture(s.id('Worf'), 'p1', { card: s.id('Mendak') })(s.game));
    const game = onTurnOf('p2', kill(s.id('Mendak'))(captured));
    const command = { type: 'captive.release', player: 'p2', card: s.id('Worf') } as const;
    // Act
    const next = Decisions.apply(command)(game);
    // Assert
    expect(Decisions.legalActions(game)).toContainEqual(command);
    expect(getCard(s.id('Worf'))(next).captive).toBeUndefined();
    expect(getCard(s.id('Worf'))(next).disabled).toBeUndefined();
  });

  it('should refuse releasing a held captive, with no change (Rulebook "Capture": "can only be released by a card")', () => {
    // Arrange: Worf is escorted by Mendak
    const s = planet().surface('Avert Disaster', 'p1', ['Mendak']).build();
    const game = onTurnOf('p2', right(capture(s.id('Worf'), 'p1', { card: s.id('Mendak') })(s.game)));
    const command = { type: 'captive.release', player: 'p2', card: s.id('Worf') } as const;
    // Act
    const result = Decisions.check(command)(game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Capture');
    expect(Decisions.legalActions(game)).not.toContainEqual(command);
  });

  it('should refuse releasing with no other personnel of the owner present (Rulebook "Capture")', () => {
    // Arrange: Worf, alone, left unattended
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p2', ['Worf'])
      .surface('Avert Disaster', 'p1', ['Mendak'])
      .build();
    const captured = right(capture(s.id('Worf'), 'p1', { card: s.id('Mendak') })(s.game));
    const game = onTurnOf('p2', kill(s.id('Mendak'))(captured));
    // Act
    const result = checkReleaseCaptive({ type: 'captive.release', player: 'p2', card: s.id('Worf') })(game);
    // Assert
    expect(E.isLeft(result)).toBe(true);
  });
});

describe('checkTakeCustody', () => {
  it('should let the captor\'s Away Team that arrives take custody from the trap card, discarding it (Rulebook "Capture")', () => {
    // Arrange: Worf is held under the trap card; Mendak arrives on the planet
    const s = planet()
      .ship('p1', 'Khazara', { at: 'Avert Disaster' })
      .aboard('Khazara', 'p1', ['Mendak'])
      .build();
    const [, game] = trappedThenArriving(s, surface(s.id('Avert Disaster')));
    const command = {
      type: 'captive.custody',
      player: 'p1',
      card: s.id('Worf'),
      to: s.id('Avert Disaster'),
    } as const;
    // Act
    const next = Decisions.apply(command)(game);
    // Assert
    expect(Decisions.legalActions(game)).toContainEqual(command);
    expect(getCard(s.id('Worf'))(next).zone).toEqual(surface(s.id('Avert Disaster')));
    expect(holdOf(s.id('Worf'))(next)).toEqual(O.some('escort'));
    expect(getCard(s.id('Cardassian Trap'))(next).zone).toEqual({ kind: 'outOfPlay', player: 'p1' });
  });

  it('should let the captor beam the captive from the trap card to their ship, not to a place without their team (Rulebook "Capture")', () => {
    // Arrange: Mendak arrives aboard the Khazara in orbit (a crew is not present with a planet)
    const s = planet()
      .ship('p1', 'Khazara', { at: 'Avert Disaster' })
      .aboard('Khazara', 'p1', ['Mendak'])
      .build();
    const [game, arrived] = trappedThenArriving(s, { kind: 'aboard', carrier: s.id('Khazara') });
    const toShip = {
      type: 'captive.custody',
      player: 'p1',
      card: s.id('Worf'),
      to: s.id('Khazara'),
    } as const;
    // Act
    const before = checkTakeCustody(toShip)(game);
    const after = checkTakeCustody(toShip)(arrived);
    // Assert
    expect(E.isLeft(before)).toBe(true);
    expect(E.isRight(after)).toBe(true);
    expect(Decisions.legalActions(arrived)).not.toContainEqual({ ...toShip, to: s.id('Avert Disaster') });
  });

  it('should offer beaming the captive to a ship of theirs carried aboard another, as it is accepted (Rulebook "Capture", "Carried ships")', () => {
    // Arrange: Mendak arrives aboard the Runabout carried by the Khazara in orbit
    const s = planet()
      .ship('p1', 'Khazara', { at: 'Avert Disaster' })
      .ship('p1', 'Runabout', { carriedBy: 'Khazara' })
      .aboard('Runabout', 'p1', ['Mendak'])
      .build();
    const [, game] = trappedThenArriving(s, { kind: 'aboard', carrier: s.id('Runabout') });
    const command = {
      type: 'captive.custody',
      player: 'p1',
      card: s.id('Worf'),
      to: s.id('Runabout'),
    } as const;
    // Act
    const accepted = checkTakeCustody(command)(game);
    // Assert
    expect(E.isRight(accepted)).toBe(true);
    expect(Decisions.legalActions(game)).toContainEqual(command);
  });
});

describe('release', () => {
  it('should free a captive held by a trap card, discarding the trap card and the capture-related cards on her (Rulebook "Capture")', () => {
    // Arrange
    const s = planet().place('p1', { kind: 'hand', player: 'p1' }, ['Interrogation']).build();
    const trapped = right(capture(s.id('Worf'), 'p1', { card: s.id('Cardassian Trap') })(s.game));
    const game = moveCard(s.id('Interrogation'), { kind: 'playedOn', host: s.id('Worf') })(trapped);
    // Act
    const next = right(release(s.id('Worf'))(game));
    // Assert
    expect(getCard(s.id('Worf'))(next)).not.toHaveProperty('captive');
    expect(getCard(s.id('Worf'))(next)).not.toHaveProperty('disabled');
    expect(getCard(s.id('Worf'))(next).zone).toEqual(surface(s.id('Avert Disaster')));
    // a dilemma is placed out of play instead of discarded (Rulebook "Leaving Play")
    expect(getCard(s.id('Cardassian Trap'))(next).zone.kind).toBe('outOfPlay');
    expect(getCard(s.id('Interrogation'))(next).zone.kind).toBe('discard');
  });

  it('should free a captive from a trap card in space aboard its owner\'s ship carried there (Rulebook "Capture", "Carried ships")', () => {
    // Arrange: Worf's Runabout is carried by p1's Khazara at a space location
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Khazara', { at: 'Test Mission' })
      .ship('p2', 'Runabout', { carriedBy: 'Khazara' })
      .aboard('Runabout', 'p2', ['Worf'])
      .place('p1', { kind: 'beingPlayed', player: 'p1' }, ['Cardassian Trap'])
      .build();
    const trapped = right(capture(s.id('Worf'), 'p1', { card: s.id('Cardassian Trap') })(s.game));
    // Act
    const next = right(release(s.id('Worf'))(trapped));
    // Assert
    expect(getCard(s.id('Worf'))(next).zone).toEqual({ kind: 'aboard', carrier: s.id('Runabout') });
    expect(getCard(s.id('Worf'))(next)).not.toHaveProperty('captive');
  });
});

describe('earnSetAside', () => {
  it('should capture the personnel seeded by the opponent, escorted by the solving team (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Mendak'])
      .place('p2', { kind: 'setAside', location: 'p1-01' }, ['Worf'])
      .build();
    const attempt: MissionAttempt = {
      player: 'p1',
      location: s.id('Avert Disaster'),
      ship: null,
      mission: 'planet',
      members: [s.id('Mendak')],
      place: surface(s.id('Avert Disaster')),
      revealed: null,
      answers: [],
      awaiting: null,
      stopped: null,
      resume: null,
      events: [],
    };
    // Act
    const [earned, notes] = earnSetAside(attempt)(s.game);
    // Assert
    expect(getCard(s.id('Worf'))(earned)).toMatchObject({
      zone: surface(s.id('Avert Disaster')),
      captive: { by: 'p1' },
      disabled: true,
      controller: 'p2',
    });
    expect(notes).toEqual([{ card: s.id('Worf'), text: 'is earned and captured' }]);
  });
});

// Helpers

const right = (result: E.Either<{ readonly message: string }, GameState>): GameState => {
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

const onTurnOf = (player: string, game: GameState): GameState => ({
  ...game,
  turn: { ...game.turn, active: player },
  pending: { player, decision: 'turn.act' },
});

const surface = (location: string) => ({ kind: 'planetSurface', location }) as const;

/** Takes a card out of the location for a while (to the hand), so that the captor has no team there. */
const awayFrom = (card: string, game: GameState): GameState =>
  moveCard(card, { kind: 'hand', player: getCard(card)(game).owner })(game);

/** Worf captured under the Cardassian Trap while Mendak was away, then Mendak arrived in `zone`: both, on p1's turn. */
const trappedThenArriving = (s: Scenario, zone: Zone): readonly [GameState, GameState] => {
  const trapped = onTurnOf(
    'p1',
    right(capture(s.id('Worf'), 'p1', { card: s.id('Cardassian Trap') })(awayFrom(s.id('Mendak'), s.game))),
  );
  return [trapped, onTurnOf('p1', moveCard(s.id('Mendak'), zone)(trapped))];
};

/** p2's Away Team (Data, Worf, Tasha Yar) on Avert Disaster; p1's Cardassian Trap being encountered. */
const planet = () =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .surface('Avert Disaster', 'p2', ['Data', 'Worf', 'Tasha Yar'])
    .place('p1', { kind: 'beingPlayed', player: 'p1' }, ['Cardassian Trap']);
