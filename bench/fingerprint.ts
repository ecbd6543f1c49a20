// `node dist/fingerprint.js N`: one hash of N games played as `bench/main.ts` plays them (same seeds, same random
// players): every `legalActions` list and every final state, as JSON (as `persist` writes it: with what each action
// record of the last turn changed, kept beside the state, domain/turn/action-changes.ts). A change that must not change
// any game (a speed-up) keeps the hash.
import { createHash } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import * as ActionChanges from '../domain/turn/action-changes';
import { createGame, legalActions, send, state } from '../machines/engine';

const games = Number(process.argv[2] ?? '40');

const hash = createHash('sha256');
let decisions = 0;
let random: RandomState = fromSeed(12345);
for (let seed = 1; seed <= games; seed++) {
  const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
  if (E.isLeft(created)) throw new Error(created.left.message);
  const game = created.right;
  for (;;) {
    if (state(game).pending === null) break;
    const actions = legalActions(game);
    hash.update(JSON.stringify(actions));
    if (actions.length === 0) break;
    const [index, next] = nextInt(actions.length)(random);
    random = next;
    const sent = send(game, actions[index] as (typeof actions)[number]);
    decisions++;
    if (E.isLeft(sent)) throw new Error(sent.left.message);
  }
  hash.update(JSON.stringify(state(game), ActionChanges.persisted));
}
console.log(`games: ${games}, decisions: ${decisions}, fingerprint: ${hash.digest('hex')}`);
