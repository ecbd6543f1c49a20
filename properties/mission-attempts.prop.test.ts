import { test } from '@fast-check/jest';
import * as O from 'fp-ts/Option';
import { createActor } from 'xstate';
import { declarationOf } from '../cards/registry/dilemmas';
import { bonusPoints } from '../domain/cards-in-play/bonus-points';
import { blueprintOf, cardsIn, type GameState, getCard } from '../domain/core/game-state';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import * as Decisions from '../domain/game/decisions';
import { checkInvariants } from '../domain/game/invariants';
import type { AttemptReport, AttemptRequest } from '../domain/mission-attempt';
import { missionAttemptMachine } from '../machines/mission-attempt.machine';
import { attemptCaseArb, buildAttempt } from './arbitraries/mission-attempts';

// Rulebook 7.2 "Attempting a Mission" and "Dilemmas": whatever the team, the seed cards and the answers given.
describe('missionAttemptMachine', () => {
  test.prop([attemptCaseArb], { numRuns: 200 })(
    'should always end, keeping every card in one place (ARCHITECTURE "One owner of the game state")',
    (c) => {
      // Arrange
      const { s, request } = buildAttempt(c);
      // Act
      const { game } = attempt(s.game, request, c.answerSeed);
      // Assert
      expect(checkInvariants(game)).toEqual([]);
      expect(game.attempt).toBeUndefined();
    },
  );

  test.prop([attemptCaseArb], { numRuns: 200 })(
    "should only shrink a mission's seed stack, by encounters (Rulebook 7.2)",
    (c) => {
      // Arrange
      const { s, request } = buildAttempt(c);
      const before = cardsIn({ kind: 'underMission', location: request.location })(s.game);
      // Act
      const { game } = attempt(s.game, request, c.answerSeed);
      // Assert
      const after = cardsIn({ kind: 'underMission', location: request.location })(game);
      expect(after.length).toBeLessThanOrEqual(before.length);
      expect(after.every((id) => before.includes(id))).toBe(true);
    },
  );

  test.prop([attemptCaseArb], { numRuns: 200 })(
    'should reseed every failed dilemma face down at the bottom unless it says otherwise (Rulebook "Dilemmas")',
    (c) => {
      // Arrange
      const { s, request } = buildAttempt(c);
      // Act
      const { game, report } = attempt(s.game, request, c.answerSeed);
      // Assert
      const stack = cardsIn({ kind: 'underMission', location: request.location })(game);
      for (const event of report.events.filter(
        (e) => e.text.startsWith('is not overcome') && e.card !== null,
      )) {
        const card = getCard(event.card as string)(game);
        const declaration = declarationOf(blueprintOf(card.id)(game));
        const disposition = O.isSome(declaration) ? declaration.value.disposition : null;
        if (card.zone.kind === 'playedOn') continue;
        if (disposition === 'reseeds') expect([stack.at(-1), card.faceUp]).toEqual([card.id, false]);
        else expect(card.zone.kind).toBe('outOfPlay');
      }
    },
  );

  test.prop([attemptCaseArb], { numRuns: 200 })(
    'should raise scores only by the mission points and the bonus points scored (Rulebook 7.2, "Dilemmas")',
    (c) => {
      // Arrange
      const { s, request } = buildAttempt(c);
      // Act
      const { game, report } = attempt(s.game, request, c.answerSeed);
      // Assert
      const mission = report.outcome === 'solved' ? 25 : 0;
      const bonus = cardsIn({ kind: 'pointArea', player: 'p1' })(game).reduce(
        (n, id) => n + bonusPoints(id)(game),
        0,
      );
      expect([game.players[0].score, game.players[1].score]).toEqual([mission + bonus, 0]);
    },
  );
});

// Helpers

/** Runs the attempt, answering every choice with a random legal command (at most 20 of them). */
const attempt = (
  game: GameState,
  request: AttemptRequest,
  answerSeed: number,
): { readonly game: GameState; readonly report: AttemptReport } => {
  const actor = createActor(missionAttemptMachine, { input: { game, attempt: request } }).start();
  let random: RandomState = fromSeed(answerSeed);
  for (let i = 0; i < 20 && actor.getSnapshot().status === 'active'; i++) {
    const legal = Decisions.legalActions(actor.getSnapshot().context.game);
    const [pick, next] = nextInt(legal.length)(random);
    random = next;
    actor.send(legal[pick] as Parameters<typeof actor.send>[0]);
  }
  const snapshot = actor.getSnapshot();
  if (snapshot.status !== 'done') throw new Error('the attempt did not end');
  return snapshot.output;
};
