// Rulebook "Playing the Game": the actions of a turn, recorded to be undone exactly (Temporal Causality Loop).

import { type GameState, getCard, moveCard } from '../core/game-state';
import { nextInt } from '../core/random';
import { scenario } from '../game/scenario';
import { toView } from '../view/view';
import { changesOf } from './action-changes';
import * as ActionRecord from './action-record';

describe('note', () => {
  it('should record what a beam changed, before and after (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const { game, worf, ship } = position();
    const after = moveCard(worf, { kind: 'aboard', carrier: ship })(game);
    // Act
    const noted = ActionRecord.note(beam(worf), game)(after);
    // Assert
    const [record] = ActionRecord.lastCompleted('p1', 2)(noted);
    expect(record).toEqual({ player: 'p1', command: 'card.beam' });
    const changed = changesOf(record as ActionRecord.ActionRecord);
    expect(changed.irreversible).toBeUndefined();
    expect(changed.cards[worf]).toMatchObject({ before: getCard(worf)(game), after: getCard(worf)(after) });
  });

  it('should record a draw as not undoable: it revealed a card (Rulebook "Looking at Cards")', () => {
    // Arrange
    const { game, drawn } = position();
    const after = moveCard(drawn, { kind: 'hand', player: 'p1' })(game);
    // Act
    const [record] = ActionRecord.lastCompleted('p1', 1)(ActionRecord.note(beam(drawn), game)(after));
    // Assert
    expect(changesOf(record as ActionRecord.ActionRecord).irreversible).toBe('it revealed a card');
  });

  it('should record an action that used the random numbers as not undoable (Rulebook "Random selection")', () => {
    // Arrange
    const { game } = position();
    const [, random] = nextInt(6)(game.random);
    // Act
    const [record] = ActionRecord.lastCompleted(
      'p1',
      1,
    )(ActionRecord.note(beam('x'), game)({ ...game, random }));
    // Assert
    expect(changesOf(record as ActionRecord.ActionRecord).irreversible).toMatch(/random numbers/);
  });

  it('should keep the last three actions of each player (the attempt under way and the two before it)', () => {
    // Arrange
    const { game, worf } = position();
    // Act
    const noted = [1, 2, 3, 4].reduce((g) => ActionRecord.note(beam(worf), g)(g), game);
    // Assert
    expect(noted.turn.actions).toHaveLength(3);
  });
});

describe('undo', () => {
  it('should put a beam back exactly (Temporal Causality Loop: "undo your last two actions")', () => {
    // Arrange
    const { game, worf, ship } = position();
    const noted = ActionRecord.note(
      beam(worf),
      game,
    )(moveCard(worf, { kind: 'aboard', carrier: ship })(game));
    const [record] = ActionRecord.lastCompleted('p1', 1)(noted);
    // Act
    const undone = ActionRecord.undo(record as ActionRecord.ActionRecord)(noted) as GameState;
    // Assert
    expect(undone.cards[worf]).toEqual(game.cards[worf]);
    expect(undone.zones).toEqual(game.zones);
    expect(undone.turn.actions).toEqual([]);
  });

  it('should refuse to undo a beam whose personnel has changed since (killed by a dilemma of the attempt)', () => {
    // Arrange
    const { game, worf, ship } = position();
    const noted = ActionRecord.note(
      beam(worf),
      game,
    )(moveCard(worf, { kind: 'aboard', carrier: ship })(game));
    const [record] = ActionRecord.lastCompleted('p1', 1)(noted);
    const killed = moveCard(worf, { kind: 'discard', player: 'p1' })(noted);
    // Act
    const undone = ActionRecord.undo(record as ActionRecord.ActionRecord)(killed);
    // Assert
    expect(undone).toBe(`${worf} has changed since`);
  });
});

describe('withoutRecords', () => {
  it('should keep the records out of every view: bookkeeping, not part of the table (Rulebook "Looking at Cards")', () => {
    // Arrange
    const { game, worf, ship } = position();
    const noted = ActionRecord.note(
      beam(worf),
      game,
    )(moveCard(worf, { kind: 'aboard', carrier: ship })(game));
    // Act
    const shown = toView('p2')(noted);
    // Assert
    expect(noted.turn.actions).toHaveLength(1);
    expect(shown.turn.actions).toBeUndefined();
  });
});

describe('resolveAwaited', () => {
  it('should complete a card play whose results waited on responses (Rulings "actions – step 3: results")', () => {
    // Arrange: Worf announced (being played), then reported aboard once no one responded
    const { game, worf, ship } = position({ inHand: true });
    const announced = moveCard(worf, { kind: 'beingPlayed', player: 'p1' })(game);
    const noted = ActionRecord.note(play(worf), game)(announced);
    const reported = moveCard(worf, { kind: 'aboard', carrier: ship })(noted);
    // Act
    const completed = ActionRecord.resolveAwaited(worf, noted, false)(reported);
    // Assert
    const [record] = ActionRecord.lastCompleted('p1', 1)(completed);
    expect(ActionRecord.lastCompleted('p1', 1)(noted)[0]?.awaiting).toBe(worf);
    expect(record?.awaiting).toBeUndefined();
    expect(changesOf(record as ActionRecord.ActionRecord).cards[worf]).toMatchObject({
      before: { zone: { kind: 'hand', player: 'p1' } },
      after: { zone: { kind: 'aboard', carrier: ship } },
    });
  });

  it('should record a card play answered by a response as not undoable (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange: Worf announced, then nullified by the opponent's response
    const { game, worf } = position({ inHand: true });
    const noted = ActionRecord.note(
      play(worf),
      game,
    )(moveCard(worf, { kind: 'beingPlayed', player: 'p1' })(game));
    const nullified = moveCard(worf, { kind: 'discard', player: 'p1' })(noted);
    // Act
    const completed = ActionRecord.resolveAwaited(worf, nullified, true)(nullified);
    // Assert
    const [record] = ActionRecord.lastCompleted('p1', 1)(completed);
    expect(changesOf(record as ActionRecord.ActionRecord).irreversible).toBe('a response answered it');
  });
});

// Helpers

const position = (options: { readonly inHand?: boolean } = {}) => {
  const built = scenario()
    .mission('p1', 'Test Mission')
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
    .drawDeck('p1', ['Data']);
  const s = (
    options.inHand === true ? built.hand('p1', ['Worf']) : built.aboard('Federation Outpost', 'p1', ['Worf'])
  ).build();
  return { game: s.game, worf: s.id('Worf'), ship: s.id('Runabout'), drawn: s.id('Data') };
};

const beam = (card: string) => ({ type: 'card.beam', player: 'p1', card });

const play = (card: string) => ({ type: 'card.play', player: 'p1', card });
