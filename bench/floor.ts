// The engine/domain-only floor of `npm run bench` (issue #17): the same random games timed through the facade
// (`legalActions` + `send`: actors, checks, log) and, decision by decision, through the pure domain functions alone
// (`Decisions.legalActions` + `Decisions.apply` on a fresh copy of the state before it, so no cache of the engine's
// run answers for them). Their ratio is the price of the statecharts and the facade. The floor leaves out what the
// machines call between decisions besides `apply` (the next decision awaited, a turn begun or ended, a child machine
// started): it is a floor, so the ratio is an upper bound.
import { performance } from 'node:perf_hooks';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import * as Decisions from '../domain/game/decisions';
import { createGame, legalActions, send, state } from '../machines/engine';

/** Mean µs per decision through the facade and through the domain alone, and their ratio. */
export interface Floor {
  readonly decisions: number;
  readonly engineUs: number;
  readonly domainUs: number;
  readonly ratio: number;
}

/** Random games (seeds 1..games, the fingerprint's players), each decision timed both ways. */
export const engineFloor = (games: number): Floor => {
  let engineMs = 0;
  let domainMs = 0;
  let decisions = 0;
  let random: RandomState = fromSeed(12345);
  for (let seed = 1; seed <= games; seed++) {
    const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
    if (E.isLeft(created)) throw new Error(created.left.message);
    const game = created.right;
    for (;;) {
      const copy = structuredClone(state(game));
      const start = performance.now();
      if (state(game).pending === null) break;
      const actions = legalActions(game);
      if (actions.length === 0) break;
      const [index, next] = nextInt(actions.length)(random);
      random = next;
      const command = actions[index] as (typeof actions)[number];
      const sent = send(game, command);
      const middle = performance.now();
      if (E.isLeft(sent)) throw new Error(sent.left.message);
      Decisions.legalActions(copy);
      Decisions.apply(command)(copy);
      domainMs += performance.now() - middle;
      engineMs += middle - start;
      decisions++;
    }
  }
  const engineUs = (engineMs / decisions) * 1000;
  const domainUs = (domainMs / decisions) * 1000;
  return { decisions, engineUs, domainUs, ratio: engineUs / domainUs };
};
