import * as E from 'fp-ts/Either';
import { parseDeck } from '../../cards/deck-list';
import { bundledDeckTexts } from '../../cards/decks';
import { blueprintOf, type PlayerId } from '../../domain/core/game-state';
import { type Game, send, state } from '../engine';
import { created } from '../engine-test-support';
import { heuristicPlayer } from './player';

// A game that runs this long without ending is stuck: the bundled decks' games take a few hundred commands.
const COMMAND_CAP = 5000;

// ARCHITECTURE "The game is always either finished or waiting on exactly one player": the heuristic answers every
// decision its side decks bring and plays on. (The starter decks' ships never meet where a ship battle is legal, so
// these games use the tribbles, not the Tactics: machines/heuristic/battle.test.ts and machines/heuristic/damage.test.ts
// answer those decisions.)
describe('heuristicPlayer', () => {
  it.each([3, 4])(
    'should play a game of a Tribble side deck against a Battle Bridge side deck to its end (seed %i)',
    (seed) => {
      // Arrange
      const game = created({ decks: [tribbleDeck, bridgeDeck], seed });
      const players = { p1: heuristicPlayer(seed), p2: heuristicPlayer(seed + 1) };
      // Act
      const commands = playOut(game, players);
      // Assert
      expect(state(game).phase).toBe('over');
      expect(commands).toBeLessThan(COMMAND_CAP);
      expect(outOfSideDeck(game, 'Tribble')).toBeGreaterThan(0);
    },
  );
});

// Helpers

/** A bundled deck with a side deck added: its doorway seeded, its cards listed. */
const withSideDeck = (text: string, doorway: string, cards: ReadonlyArray<string>) => {
  const parsed = parseDeck(
    `${text.replace('Seed deck:\n', `Seed deck:\n${doorway}\n`)}\nSide deck: ${doorway}\n${cards.join('\n')}\n`,
  );
  if (E.isLeft(parsed)) throw new Error(parsed.left.map((p) => p.message).join('; '));
  return parsed.right;
};

const tribbleDeck = withSideDeck(bundledDeckTexts.federation, 'Storage Compartment Door', [
  '2x 1 Tribble - Bonus',
  '2x 1 Tribble - Go',
  '2x 10 Tribbles - Go',
  '10 Tribbles - Poison',
  '2x 100 Tribbles - Bonus',
  '100 Tribbles - Poison',
  '2x 1,000 Tribbles - Bonus',
  '10,000 Tribbles - Go',
  '100,000 Tribbles - Discard',
]);

const bridgeDeck = withSideDeck(bundledDeckTexts.klingon, 'Battle Bridge Door', [
  '2x Pulse Disruptor',
  '2x Photon Torpedo',
  'Phaser Banks',
  'Riker Maneuver',
  'Strafing Run',
  'Evasive Maneuvers',
  'Attack Wing',
  'Full Phaser Spread',
  'Chain Reaction Pulsar',
  'Determined Assault',
]);

/** Sends each player's choice until no decision is pending or the cap; the number of commands sent. */
const playOut = (game: Game, players: Readonly<Record<PlayerId, ReturnType<typeof heuristicPlayer>>>) => {
  for (let step = 0; step < COMMAND_CAP; step++) {
    const pending = state(game).pending;
    if (pending === null) return step;
    const command = players[pending.player]?.choose(game) ?? null;
    if (command === null) return step;
    const sent = send(game, command);
    if (E.isLeft(sent)) throw new Error(`${command.type}: ${sent.left.rule}: ${sent.left.message}`);
  }
  return COMMAND_CAP;
};

/** How many cards of a type left their side deck in the game: the game did use what the test is about. */
const outOfSideDeck = (game: Game, type: 'Tribble'): number => {
  const now = state(game);
  return Object.values(now.cards).filter(
    (card) => card.zone.kind !== 'sideDeck' && blueprintOf(card.id)(now).type === type,
  ).length;
};
