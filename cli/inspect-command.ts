// `stccg inspect`: plays a game between the bundled decks with random players, slowly, while the Stately
// inspector watches every actor, event and snapshot through a local WebSocket bridge.
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { createGame, send, state } from '../machines/engine';
import { randomPlayer } from '../machines/players';
import { parseOptions } from './options';
import type { Output } from './output';
import { describeEnd } from './summary';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `stccg inspect [--seed S] [--port P] [--delay MS] [--steps N]`. */
export const runInspectCommand = async (args: ReadonlyArray<string>, out: Output): Promise<number> => {
  const options = parseOptions(args, ['seed', 'port', 'delay', 'steps'], []);
  const seed = Number(options.values.seed ?? '1');
  const port = Number(options.values.port ?? '8080');
  const delay = Number(options.values.delay ?? '250');
  const steps = Number(options.values.steps ?? '100000');
  // @statelyai/inspect is ESM-only: it is imported here, when the command runs, and nowhere else.
  const { createInspectorServer } = await import('@statelyai/inspect/server');
  const { createWebSocketInspector } = await import('@statelyai/inspect');
  const server = createInspectorServer({ port, autoOpen: false });
  const inspector = createWebSocketInspector({ url: `ws://localhost:${port}` });
  out.stdout(`Inspector bridge on http://localhost:${port} — open it in a browser to watch the game.`);
  const created = createGame({
    decks: [bundledDecks.federation, bundledDecks.klingon],
    seed,
    inspect: inspector.inspect,
  });
  if (E.isLeft(created)) throw new Error(created.left.message);
  const game = created.right;
  const player = randomPlayer(seed);
  for (let step = 0; step < steps; step++) {
    const command = state(game).pending === null ? null : player.choose(game);
    if (command === null) break;
    send(game, command);
    await sleep(delay);
  }
  out.stdout(describeEnd(state(game)));
  inspector.stop();
  server.stop();
  return 0;
};
