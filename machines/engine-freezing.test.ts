// ARCHITECTURE "Nothing the API returns is a live engine object": `state` hands out the game state frozen all the way
// down, though the engine no longer freezes it for its own reading on every decision (`legalActions`, `send` and
// `pending` read it as it is: freezing a state of a hundred cards costs, issue #17).
import { bundledDecks } from '../cards/decks';
import { type Game, legalActions, pending, send, state } from './engine';
import { created } from './engine-test-support';
import { randomPlayer } from './players';

describe('state', () => {
  it('should hand out the state frozen all the way down after decisions made without asking for it', () => {
    // Arrange
    const game = playDecisions(40);
    // Act
    const frozen = state(game);
    // Assert
    const unfrozen = [frozen, frozen.cards, frozen.zones, frozen.turn, ...Object.values(frozen.cards)].filter(
      (part) => !Object.isFrozen(part),
    );
    expect(unfrozen).toEqual([]);
    expect(() => Object.assign(frozen.cards, { forged: null })).toThrow(TypeError);
  });

  it('should be the state the decisions were listed and checked against, the same object until a command', () => {
    // Arrange
    const game = playDecisions(40);
    // Act
    const first = state(game);
    legalActions(game);
    const second = state(game);
    // Assert
    expect(second).toBe(first);
    expect(pending(game)).toEqual(first.pending);
  });
});

describe('pending', () => {
  it('should hand out the pending decision frozen', () => {
    // Arrange
    const game = playDecisions(40);
    // Act
    const waiting = pending(game);
    // Assert
    expect(waiting).not.toBeNull();
    expect(Object.isFrozen(waiting)).toBe(true);
  });
});

// Helpers

/** A game between the bundled decks after `decisions` random decisions, `state` never asked. */
function playDecisions(decisions: number): Game {
  const game = created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 3 });
  const player = randomPlayer(3);
  for (let step = 0; step < decisions; step++) {
    const next = player.choose(game);
    if (next === null) break;
    send(game, next);
  }
  return game;
}
