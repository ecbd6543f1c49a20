import { put } from '../../cards/effects/play-test-support';
import { recordEvents } from '../core/game-events';
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { afterCommand } from '../game/settle';
import { triggersInPlay } from './in-play';
import {
  answerAttemptFinished,
  answerCardPlayed,
  answersCardEvent,
  onAttemptFinished,
  onShipArrived,
} from './triggered';

describe('onShipArrived', () => {
  it('should not matter in a game where no card in play has a triggered ability (issue #14: the index of abilities)', () => {
    // Arrange
    const s = scenario().mission('p1', 'Test Mission').ship('p1', 'Apnex', { at: 'Test Mission' }).build();
    // Act
    const relevant = onShipArrived.relevant?.(s.game);
    // Assert
    expect(relevant).toBe(false);
  });
});

describe('answerCardPlayed', () => {
  it('should answer a card played that its subject names, and not another (The Line Must Be Drawn Here: "Any player who plays {Q2}")', () => {
    // Arrange
    const s = scenario()
      .table('p2', ['The Line Must Be Drawn Here'])
      .hand('p1', ['Q2', 'The Juggler'])
      .build();
    // Act
    const scores = ['Q2', 'The Juggler'].map(
      (card) =>
        answerCardPlayed({ type: 'card.played', card: s.id(card), player: 'p1' })(s.game).players[0].score,
    );
    // Assert
    expect(scores).toEqual([-5, 0]);
  });
});

describe('answersCardEvent', () => {
  it("should answer only the ships its subject filter matches: Spacedock's damaged ships, yours or non-aligned (Rulebook 12.3 your)", () => {
    // Arrange: p1's Spacedock; p1's damaged Apnex and p2's damaged Klingon ship at the outpost
    const s = scenario()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .ship('p1', 'Apnex', { at: 'Test Mission' })
      .ship('p2', "I.K.C. Vor'Cha", { at: 'Test Mission' })
      .modify('Apnex', { damage: 1 })
      .modify("I.K.C. Vor'Cha", { damage: 1 })
      .build();
    const [, game] = put(s.game, 'p1', 'Spacedock', { kind: 'playedOn', host: s.id('Federation Outpost') });
    if (game === undefined) throw new Error('Spacedock not placed');
    const [entry] = triggersInPlay('ship.arrived')(game);
    if (entry === undefined) throw new Error('no triggered ability indexed');
    // Act
    const answered = ['Apnex', "I.K.C. Vor'Cha"].map((ship) =>
      answersCardEvent(entry.ability.when, entry, s.id(ship))(game),
    );
    // Assert
    expect(answered).toEqual([true, false]);
  });
});

describe('answersCardEvent (inSolvingTeam)', () => {
  it('should answer a mission solved only when the card is in the team that solved it (Timicin: "if helps solve {Test Mission}"; Rulebook 7.2)', () => {
    // Arrange: Timicin and Data aboard the U.S.S. Galaxy at Test Mission, each alone the attempting team
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', ['Timicin', 'Data'])
      .build();
    const [entry] = triggersInPlay('mission.solved')(s.game);
    if (entry === undefined) throw new Error('no triggered ability indexed');
    const mission = s.id('Test Mission');
    const zone = s.game.cards[mission]?.zone;
    const location = zone?.kind === 'spaceline' ? zone.location : '';
    const solvedBy = (members: ReadonlyArray<string>): GameState => ({
      ...s.game,
      attempt: {
        player: 'p1',
        location,
        ship: s.id('U.S.S. Galaxy'),
        mission: 'space',
        members: members.map(s.id),
        place: { kind: 'aboard', carrier: s.id('U.S.S. Galaxy') },
        revealed: null,
        answers: [],
        awaiting: null,
        stopped: null,
        resume: null,
        events: [],
      },
    });
    // Act
    const answered = [['Timicin', 'Data'], ['Data'], []].map((team) =>
      answersCardEvent(entry.ability.when, entry, mission, location)(solvedBy(team)),
    );
    // Assert
    expect(answered).toEqual([true, false, false]);
  });
});

describe('answerAttemptFinished', () => {
  it('should stop each member of the team that finished a mission attempt (Mission Debriefing; Rulebook 10.2.1 Stopped)', () => {
    // Arrange
    const s = excavationTeam(['Mission Debriefing']);
    const team = [s.id('Baran'), s.id('Deanna Troi')];
    // Act
    const after = answerAttemptFinished(triggersInPlay('attempt.finished')(s.game), finished(team))(s.game);
    // Assert
    expect(team.map((id) => after.cards[id]?.stopped)).toEqual([true, true]);
  });
});

describe('onAttemptFinished', () => {
  it('should matter only while a card in play has an ability on an attempt finished (issue #14: the index of abilities)', () => {
    // Arrange
    const [none, debriefing] = [excavationTeam([]), excavationTeam(['Mission Debriefing'])];
    // Act
    const relevant = [none, debriefing].map((s) => onAttemptFinished.relevant?.(s.game));
    // Assert
    expect(relevant).toEqual([false, true]);
  });

  it("should answer an attempt recorded again for one card with that card's abilities alone (Rulebook \"Playing 'At Any Time'\": retroactive effect)", () => {
    // Arrange
    const s = excavationTeam(['Mission Debriefing', 'The Line Must Be Drawn Here']);
    const team = [s.id('Baran')];
    const again = (card: string) =>
      afterCommand(recordEvents({ ...finished(team), retroactiveFor: s.id(card) })(s.game));
    // Act
    const stopped = ['Mission Debriefing', 'The Line Must Be Drawn Here'].map(
      (card) => again(card).cards[s.id('Baran')]?.stopped,
    );
    // Assert
    expect(stopped).toEqual([true, false]);
  });
});

// Helpers

/** p1's Baran and Deanna Troi on Excavation's planet, p2's table cards in play. */
const excavationTeam = (table: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
    .table('p2', table)
    .build();

/** p1's attempt at Excavation finished with `team` left. */
const finished = (team: ReadonlyArray<string>) =>
  ({ type: 'attempt.finished', team, player: 'p1', location: 'Excavation' }) as const;
