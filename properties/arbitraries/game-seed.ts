// The seed of a game a property creates: `createGame` takes a whole number from 0 to 2³² - 1 (machines/game-options.ts)
// and refuses any other, where fast-check's `fc.integer()` gives negative ones too.
import { fc } from '@fast-check/jest';

/** A game's seed: a whole number from 0 to 2³¹ - 1 (fast-check's natural numbers). */
export const gameSeed = (): fc.Arbitrary<number> => fc.nat();
