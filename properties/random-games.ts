// Whole games through the public API for the property tests: the bundled decks from a seed, played by a random
// player (machines/players.ts) that can send only legal commands.
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { createGame, type Game, send } from '../machines/engine';
import { randomPlayer } from '../machines/players';

/** A game between the bundled Federation and Klingon decks. */
export const newGame = (seed: number): Game => {
  const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
  if (E.isLeft(created)) throw new Error(created.left.message);
  return created.right;
};

/** The game advanced in place by up to `steps` commands of a random player seeded with `seed`. */
export const playRandomly = (game: Game, seed: number, steps: number): void => {
  const player = randomPlayer(seed);
  for (let i = 0; i < steps; i++) {
    const command = player.choose(game);
    if (command === null) return;
    const sent = send(game, command);
    if (E.isLeft(sent)) throw new Error(sent.left.message);
  }
};
