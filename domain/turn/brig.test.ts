import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import { capture, checkMayMoveCaptive, holdOf } from '../capture/capture';
import { addCard, type GameState } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { type Scenario, scenario } from '../game/scenario';
import type { PlaceInBrig } from './brig';

describe('checkPlaceInBrig', () => {
  it('should offer and place an escorted captive in the brig a Holding Cell Door adds: held, no longer escorted (Rulebook "Capture")', () => {
    // Arrange
    const [s, game] = captiveAboard({ door: true });
    const command = brig(s);
    // Act
    const after = Decisions.apply(command)(game);
    // Assert
    expect(Decisions.legalActions(game)).toContainEqual(command);
    expect(holdOf(s.id('Worf'))(game)).toEqual(O.some('escort'));
    expect(holdOf(s.id('Worf'))(after)).toEqual(O.some('brig'));
    expect(E.isLeft(checkMayMoveCaptive('p1', s.id('Worf'))(after))).toBe(true);
    expect(after.turn.ordersBegun).toBe(false);
  });

  it('should refuse a ship without a brig: "If the ship or facility has a brig" (Rulebook "Capture")', () => {
    // Arrange
    const [s, game] = captiveAboard({ door: false });
    // Act
    const result = Decisions.check(brig(s))(game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Capture');
    expect(Decisions.legalActions(game)).not.toContainEqual(brig(s));
  });

  it('should refuse it during the opponent\'s turn (Rulebook "Capture": an action of the captor\'s turn)', () => {
    // Arrange
    const [s, game] = captiveAboard({ door: true });
    const theirs: GameState = { ...game, turn: { ...game.turn, active: 'p2' } };
    // Act
    const result = Decisions.check(brig(s))(theirs);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Capture');
  });
});

// Helpers

/** Worf (p2) captured by Data's crew aboard p1's Runabout, a Holding Cell Door on the Runabout or not. */
const captiveAboard = (options: { readonly door: boolean }): readonly [Scenario, GameState] => {
  const builder = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .aboard('Runabout', 'p1', ['Data'])
    .aboard('Runabout', 'p2', ['Worf']);
  const s = builder.build();
  const [door] = loadCardDatabase().byTitle('Holding Cell Door');
  if (door === undefined) throw new Error('no Holding Cell Door');
  const before = options.door
    ? addCard('p1', door, { kind: 'playedOn', host: s.id('Runabout') })(s.game)[1]
    : s.game;
  const captured = capture(s.id('Worf'), 'p1', { team: { kind: 'aboard', carrier: s.id('Runabout') } })(
    before,
  );
  if (E.isLeft(captured)) throw new Error(captured.left.message);
  return [s, captured.right];
};

const brig = (s: Scenario): PlaceInBrig => ({ type: 'captive.brig', player: 'p1', card: s.id('Worf') });
