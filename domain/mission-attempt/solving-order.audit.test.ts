// The order of events when a mission is solved, as a judge's worked example through the engine facade: Rulebook 7.2
// "Solving a Mission" (L705-711): the mission's game text, then artifacts and other seeds, then the points (the
// default 'rulebook-2024' edition); the Decipher-era Rulings "mission solving – timing" (points first) only with the
// 'current-rulings-2000' edition of `createGame`.
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../../cards/decks';
import { createGame, state } from '../../machines/engine';
import { acting, created, sent } from '../../machines/engine-test-support';
import type { GameState } from '../core/game-state';
import type { RulesEdition } from '../core/rules-options';
import { type Scenario, scenario } from '../game/scenario';

describe('the order of events when a mission is solved', () => {
  it('should earn the artifact before scoring the points by default (Rulebook 7.2, L705-711)', () => {
    // Arrange
    const s = excavation();
    // Act
    const after = state(sent(acting(s.game), attempt(s)));
    // Assert
    expect(order(after)).toEqual(['solves', 'earned', 'scores']);
    expect(after.players[0].score).toBe(25);
  });

  it('should score the points first with the \'current-rulings-2000\' edition (Rulings "mission solving – timing")', () => {
    // Arrange
    const s = excavation();
    const decipher: GameState = { ...s.game, rules: { edition: 'current-rulings-2000' } };
    // Act
    const after = state(sent(acting(decipher), attempt(s)));
    // Assert
    expect(order(after)).toEqual(['solves', 'scores', 'earned']);
  });

  it('should keep the edition chosen at createGame, and refuse an unknown one (README "Rulebook edition")', () => {
    // Arrange
    const decks = [bundledDecks.federation, bundledDecks.klingon] as const;
    // Act
    const decipher = created({ decks, seed: 1, rules: 'current-rulings-2000' });
    const unknown = createGame({ decks, seed: 1, rules: 'decipher' as RulesEdition });
    // Assert
    expect(state(decipher).rules).toEqual({ edition: 'current-rulings-2000' });
    expect(state(created({ decks, seed: 1 })).rules).toBeUndefined();
    expect(E.isLeft(unknown) && unknown.left.rule).toBe('Setup');
  });
});

// Helpers

const excavation = (): Scenario =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Interphase Generator'])
    .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
    .build();

const attempt = (s: Scenario) =>
  ({ type: 'mission.attempt', player: 'p1', location: s.id('Excavation') }) as const;

/** The solving steps in the order the chronicle tells them. */
const order = (game: GameState): ReadonlyArray<string> =>
  game.chronicle.flatMap((entry) =>
    Object.entries(steps).flatMap(([step, pattern]) => (pattern.test(entry.text) ? [step] : [])),
  );

const steps = { solves: /\bsolves\b/, earned: /\bis earned\b/, scores: /\bscores \d+ points\b/ };
