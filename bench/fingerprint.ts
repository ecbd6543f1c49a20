// `node dist/fingerprint.js N`: one hash of N games played as `bench/main.ts` plays them (same seeds, same random
// players): every `legalActions` list and every final state, as JSON (as `persist` writes it: with what each action
// record of the last turn changed, kept beside the state, domain/responses/action-changes.ts). A change that must not change
// any game (a speed-up) keeps the hash. Card ids are hashed as setup numbers them in deck-list order (`p1-01` …), not
// as the game names them (domain/seed-phases/card-ids.ts draws them per game): the hash is of the games, not of the
// names; the second hash, of the ids as the games name them, changes with the naming too.
import { createHash } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import * as ActionChanges from '../domain/responses/action-changes';
import { renaming } from '../domain/seed-phases/card-ids';
import { createGame, legalActions, pending, send, state } from '../machines/engine';

const games = Number(process.argv[2] ?? '40');

const hash = createHash('sha256');
const named = createHash('sha256');
/** Both hashes of a JSON text: with ids in deck-list order, and as the game names them. */
const update = (text: string, toDeckOrder: ReadonlyMap<string, string>): void => {
  named.update(text);
  hash.update(text.replace(/p[12]-\d+/g, (id) => toDeckOrder.get(id) ?? id));
};
let decisions = 0;
let random: RandomState = fromSeed(12345);
for (let seed = 1; seed <= games; seed++) {
  const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
  if (E.isLeft(created)) throw new Error(created.left.message);
  const game = created.right;
  const { toDeckOrder } = renaming(seed, state(game));
  for (;;) {
    if (pending(game) === null) break;
    const actions = legalActions(game);
    update(JSON.stringify(actions), toDeckOrder);
    if (actions.length === 0) break;
    const [index, next] = nextInt(actions.length)(random);
    random = next;
    const sent = send(game, actions[index] as (typeof actions)[number]);
    decisions++;
    if (E.isLeft(sent)) throw new Error(sent.left.message);
  }
  update(JSON.stringify(state(game), ActionChanges.persisted), toDeckOrder);
}
console.log(
  `games: ${games}, decisions: ${decisions}, fingerprint: ${hash.digest('hex')} (game ids: ${named.digest('hex')})`,
);
