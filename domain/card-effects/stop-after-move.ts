// ... in the Engine Room: "1,000: On a ship, it is "stopped" after each of its moves unless 3 ENGINEER aboard." A
// ship's moves are the movement orders of Rulebook 7.1: flying (7.1.5), docking and undocking ("forms of ship
// movement", 7.1.4), landing and taking off ("a movement action", 7.1.6), and being loaded aboard or launched from a
// carrier (Rulebook "Carried ships": "a movement action"). Time travel is not one (Rulebook 10.2.1 lists it apart from
// moving), nor is a relocation by card text (Rulebook "Relocation": forced, and Wormhole stops the ship anyway).
// Rulebook 10.2.1 Stopped: the ship's crew is stopped with it.

import { crewMeets } from '../cards-in-play/crew-needs';
import { setStopped } from '../cards-in-play/presence';
import { trigger } from '../core/game-events';
import type { CardId, GameState } from '../core/game-state';
import { getCard } from '../core/game-state';
import { isActive } from '../tribbles/tribble-count';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card in play stops the ship after its moves now: aboard it, with its minimum of tribbles present, and
 * the crew short of the skill that would prevent it.
 * @category predicates
 */
export const isStoppedAfterMoves =
  (ship: CardId) =>
  (game: GameState): boolean =>
    rulesInPlay('stopsShipAfterEachMove')(game).some(({ source, effect }) => {
      const zone = getCard(source.id)(game).zone;
      return (
        zone.kind === 'aboard' &&
        zone.carrier === ship &&
        isActive(source.id, effect.minimumTribbles)(game) &&
        !crewMeets(ship, effect.unless)(game)
      );
    });

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a ship's move: stopped, its crew too, when a card aboard says so.
 * @category operations
 */
export const stopAfterMove =
  (ship: CardId) =>
  (game: GameState): GameState =>
    game.cards[ship] !== undefined && isStoppedAfterMoves(ship)(game) ? setStopped(ship, true)(game) : game;

/**
 * "it is 'stopped' after each of its moves": answers every `ship.moved`, while such a card is in play.
 * @category operations
 */
export const stopsAfterEachMove = trigger({
  name: '... in the Engine Room: stopped after each of its moves',
  on: 'ship.moved',
  relevant: (game) => rulesInPlay('stopsShipAfterEachMove')(game).length > 0,
  run: (event) => stopAfterMove(event.ship),
});
