// Cytherians (premiere/cytherians), [S] dilemma, 15 points:
// "Place on ship. Ship must do nothing but travel to far end of spaceline at normal speed. When reached, discard
// dilemma. Score points."
import * as E from 'fp-ts/Either';
import { cardsIn, type GameState, getCard } from '../../../domain/core/game-state';
import * as Decisions from '../../../domain/game/decisions';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('cytherians', () => {
  it('should place itself on the ship, bound for the far end, and end the attempt (Rulebook "Required Actions"; Cytherians)', () => {
    // Arrange
    const s = line().build();
    const ship = s.id('U.S.S. Enterprise');
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('A'), ship));
    // Assert
    const dilemma = getCard(s.id('Cytherians'))(run.game);
    expect(run.report?.outcome).toBe('ended');
    expect(dilemma.zone).toEqual({ kind: 'playedOn', host: ship });
    expect(dilemma.requiredMove).toEqual({ to: [s.id('C')], player: 'p1' });
    expect(getCard(ship)(run.game).stopped).toBe(false);
  });

  it('should make the ship travel to the far end, then be discarded and score 15 points (Cytherians)', () => {
    // Arrange
    const s = line().build();
    const ship = s.id('U.S.S. Enterprise');
    const run = runAttempt(s.game, onShip('p1', s.id('A'), ship));
    const game: GameState = { ...run.game, pending: { player: 'p1', decision: 'turn.act' } };
    const toB = move(ship, s.id('B'));
    // Act
    const refusedEnd = Decisions.check({ type: 'turn.end', player: 'p1' })(game);
    const atB = Decisions.apply(toB)(game);
    const atC = Decisions.apply(move(ship, s.id('C')))(atB);
    // Assert
    expect(E.isLeft(refusedEnd) && refusedEnd.left.rule).toBe('Required Actions');
    expect(Decisions.legalActions(game).filter((c) => c.type === 'ship.move')).toEqual([
      toB,
      move(ship, s.id('C')),
    ]);
    expect(cardsIn({ kind: 'pointArea', player: 'p1' })(atC)).toEqual([s.id('Cytherians')]);
    expect(atC.players[0].score).toBe(15);
  });

  it("should let the encountering player's opponent choose the end on a tie (Rulebook 12.5 Ties)", () => {
    // Arrange: B between A and C, one location and span 3 each way
    const s = line('B').build();
    const ship = s.id('U.S.S. Enterprise');
    const request = onShip('p1', s.id('B'), ship);
    // Act
    const waiting = runAttempt(s.game, request);
    const chosen = runAttempt(s.game, request, [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('A')] },
    ]);
    // Assert
    expect(waiting.game.pending).toEqual({ player: 'p2', decision: 'attempt.choose' });
    expect(getCard(s.id('Cytherians'))(chosen.game).requiredMove?.to).toEqual([s.id('A')]);
  });
});

// Helpers

/** Missions A (Test Mission, span 3), B (Study Nebula, span 4), C (Explore Black Cluster, span 3); Cytherians at `at`. */
const line = (at: 'A' | 'B' = 'A') =>
  scenario()
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .mission('p1', { title: 'Explore Black Cluster', label: 'C' })
    .seed(at, 'p2', ['Cytherians'])
    .ship('p1', 'U.S.S. Enterprise', { at })
    .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard', 'Mendon', 'Alyssa Ogawa']);

const move = (ship: string, to: string) => ({ type: 'ship.move', player: 'p1', ship, to }) as const;
