import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { fuzzPlayers, startOf } from '../cli/fuzz-starts';
import type { PlayerId } from '../domain/core/game-state';
import { beamCandidates, beamsAt } from '../domain/orders/beam';
import { locationRows } from '../domain/time-travel/time-locations';
import { pending, send, state } from '../machines/engine';
import { runs } from './runs';

// Issue #17, Rulebook 7.1.1 Beam and 12.4 "Here": the beams of a location are kept from one state to the next
// while its cards and the rules of the table stay the same objects (domain/cards-in-play/location-facts.ts). Along
// generated games (the fuzz campaign's starts: bundled decks, generated decks with random implemented cards,
// scenarios), the list built from the kept answers equals the list computed afresh, location by location, at every
// decision, for both players.
describe('beamCandidates', () => {
  test.prop([fc.nat({ max: 1_000_000 })], { numRuns: runs(6) })(
    'should list exactly the beams computed afresh at every location, at every decision of a generated game',
    (seed) => {
      // Arrange
      const start = startOf(seed);
      const game = start.begin();
      const players = fuzzPlayers(start.kinds, seed);
      for (let step = 0; step < 600; step++) {
        const now = state(game);
        // Act and assert
        for (const player of ['p1', 'p2'] as PlayerId[])
          expect(beamCandidates(player)(now)).toEqual(
            locationRows(now).flatMap((line) => (line ?? []).flatMap((at) => beamsAt(player, at)(now))),
          );
        const waiting = pending(game);
        if (waiting === null) break;
        const command = players[waiting.player]?.choose(game) ?? null;
        if (command === null) break;
        expect(E.isRight(send(game, command))).toBe(true);
      }
    },
  );
});
