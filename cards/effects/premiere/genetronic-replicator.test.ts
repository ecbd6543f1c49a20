// Genetronic Replicator (premiere/GenetronicReplicator_B), event:
// "Plays on table. When a personnel is targeted to die, you may stop 2 MEDICAL present (who are not also targeted to
// die) to return that personnel to hand instead."
import * as E from 'fp-ts/Either';
import type { Command } from '../../../domain/game/decisions';
import { scenario } from '../../../domain/game/scenario';
import { type Game, legalActions, pending, persist, restore, state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

describe('genetronicReplicator', () => {
  it('should return a personnel a dilemma kills to hand instead, stopping 2 MEDICAL present (Genetronic Replicator)', () => {
    // Arrange
    const [game, s] = started(chalnoth());
    const [replicator, troi] = [s.id('Genetronic Replicator'), s.id('Deanna Troi')];
    const payers = [s.id('Simon Tarses'), s.id('Calloway')];
    attemptAndChooseVictim(game, troi);
    const offered = legalActions(game);
    // Act
    const after = play(game, {
      type: 'card.use',
      player: 'p1',
      card: replicator,
      target: troi,
      stop: payers,
    });
    // Assert
    expect(offered).toEqual([
      { type: 'card.use', player: 'p1', card: replicator, target: troi, stop: payers },
      { type: 'response.pass', player: 'p1' },
    ]);
    expect(after.cards[troi]?.zone).toEqual({ kind: 'hand', player: 'p1' });
    expect(payers.map((id) => after.cards[id]?.stopped)).toEqual([true, true]);
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should let the personnel die when its player passes (Rulebook "Leaving Play")', () => {
    // Arrange
    const [game, s] = started(chalnoth());
    attemptAndChooseVictim(game, s.id('Deanna Troi'));
    // Act
    const after = play(game, { type: 'response.pass', player: 'p1' });
    // Assert
    expect(after.cards[s.id('Deanna Troi')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(after.responding).toBeUndefined();
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should persist and restore while a dilemma\'s victim is targeted to die (ARCHITECTURE "One owner of the game state")', () => {
    // Arrange
    const [game, s] = started(chalnoth());
    attemptAndChooseVictim(game, s.id('Deanna Troi'));
    // Act
    const restored = restore(persist(game));
    // Assert
    expect(E.isRight(restored) && legalActions(restored.right)).toEqual(legalActions(game));
    expect(E.isRight(restored) && state(restored.right).cards[s.id('Deanna Troi')]?.zone.kind).toBe('dying');
  });

  it("should save a personnel card text kills during the opponent's turn, its player asked (Vulcan Stone of Gol)", () => {
    // Arrange
    const [game, s] = started(stoneOfGol(['Worf', 'Calloway', 'Simon Tarses']));
    const [replicator, worf] = [s.id('Genetronic Replicator'), s.id('Worf')];
    play(game, stone(s.id('Vulcan Stone of Gol'), worf));
    const asked = pending(game);
    // Act
    const after = play(game, {
      type: 'card.use',
      player: 'p2',
      card: replicator,
      target: worf,
      stop: [s.id('Calloway'), s.id('Simon Tarses')],
    });
    // Assert
    expect(asked).toEqual({ player: 'p2', decision: 'response.window' });
    expect(after.cards[worf]?.zone).toEqual({ kind: 'hand', player: 'p2' });
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should not stop MEDICAL also targeted to die: with none left, the personnel dies unasked (Genetronic Replicator)', () => {
    // Arrange
    const [game, s] = started(stoneOfGol(['Worf', 'Toby Russell', 'Alyssa Ogawa']));
    // Act
    const after = play(game, stone(s.id('Vulcan Stone of Gol'), s.id('Worf')));
    // Assert
    expect(['Worf', 'Toby Russell', 'Alyssa Ogawa'].map((t) => after.cards[s.id(t)]?.zone.kind)).toEqual([
      'discard',
      'discard',
      'discard',
    ]);
    expect(after.chronicle.map((e) => e.text)).toContain(`Worf (${s.id('Worf')}) is targeted to die`);
    expect(after.responding).toBeUndefined();
    expect(pending(game)).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should save a personnel killed at the initiation of a battle, which goes on (Honor Challenge)', () => {
    // Arrange
    const [game, s] = started(honorChallenge());
    const jddan = s.id("J'Ddan");
    play(game, legalActions(game).find((c) => c.type === 'battle.initiate') as Command);
    play(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Honor Challenge'),
      kind: 'interrupt',
      kills: [jddan],
    });
    // Act
    const after = play(game, {
      type: 'card.use',
      player: 'p2',
      card: s.id('Genetronic Replicator'),
      target: jddan,
      stop: [s.id('Vekma'), s.id('Divok')],
    });
    // Assert
    expect(after.cards[jddan]?.zone).toEqual({ kind: 'hand', player: 'p2' });
    expect(after.battle).toBeDefined();
  });

  it('should refuse stopping personnel without 2 MEDICAL between them, nothing changing (Genetronic Replicator)', () => {
    // Arrange
    const [game, s] = started(chalnoth());
    attemptAndChooseVictim(game, s.id('Deanna Troi'));
    const before = state(game);
    // Act
    const rule = refused(game, {
      type: 'card.use',
      player: 'p1',
      card: s.id('Genetronic Replicator'),
      target: s.id('Deanna Troi'),
      stop: [s.id('Calloway')],
    });
    // Assert
    expect(rule).toBe('Genetronic Replicator');
    expect(state(game)).toBe(before);
  });
});

// Helpers

/** p1's Away Team (Troi, and two MEDICAL with Youth) attempts Excavation over p2's Chalnoth; p1 has the event. */
const chalnoth = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Chalnoth'])
    .surface('Excavation', 'p1', ['Deanna Troi', 'Simon Tarses', 'Calloway'])
    .table('p1', ['Genetronic Replicator']);

/** p1 attempts the planet mission; p2 chooses Chalnoth's victim ("opponent's choice"). */
const attemptAndChooseVictim = (game: Game, victim: string): void => {
  play(game, legalActions(game).find((c) => c.type === 'mission.attempt') as Command);
  play(game, { type: 'attempt.choose', player: 'p2', cards: [victim] });
};

/** p2's Away Team on Avert Disaster, p2 with the event on the table, p1 holding Vulcan Stone of Gol. */
const stoneOfGol = (team: ReadonlyArray<string>) =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Avert Disaster')
    .surface('Avert Disaster', 'p2', team)
    .table('p2', ['Genetronic Replicator'])
    .hand('p1', ['Vulcan Stone of Gol']);

const stone = (card: string, on: string): Command => ({
  type: 'card.play',
  player: 'p1',
  card,
  kind: 'event',
  target: { card: on },
});

/** p1's Kurn (Honor) with Honor Challenge against p2's J'Ddan (Treachery) and two MEDICAL; p2 has the event. */
const honorChallenge = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Kurn'])
    .surface('Excavation', 'p2', ["J'Ddan", 'Vekma', 'Divok'])
    .table('p2', ['Genetronic Replicator'])
    .hand('p1', ['Honor Challenge']);
