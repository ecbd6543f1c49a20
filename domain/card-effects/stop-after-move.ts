// ... in the Engine Room: "1,000: On a ship, it is "stopped" after each of its moves unless 3 ENGINEER aboard." A
// ship's moves are the movement orders of Rulebook 7.1: flying (7.1.5), docking and undocking ("forms of ship
// movement", 7.1.4), landing and taking off ("a movement action", 7.1.6), and being loaded aboard or launched from a
// carrier (Rulebook "Carried ships": "a movement action"). Time travel is not one (Rulebook 10.2.1 lists it apart from
// moving), nor is a relocation by card text (Rulebook "Relocation": forced, and Wormhole stops the ship anyway).
// Rulebook 10.2.1 Stopped: the ship's crew is stopped with it.

import { crewMeets } from '../cards-in-play/crew-needs';
import { setStopped } from '../cards-in-play/presence';
import type { CardId, GameState } from '../core/game-state';
import { getCard } from '../core/game-state';
import { isActive } from '../tribbles/tribble-count';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const SHIP_MOVES: ReadonlySet<string> = new Set([
  'ship.move',
  'ship.dock',
  'ship.undock',
  'ship.land',
  'ship.takeOff',
  'ship.load',
  'ship.launch',
]);

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
 * The game after an order: a ship that just moved is stopped, its crew too, when a card aboard says so.
 * @category operations
 */
export const stopAfterMove =
  (command: { readonly type: string; readonly ship?: CardId }) =>
  (game: GameState): GameState =>
    command.ship !== undefined &&
    SHIP_MOVES.has(command.type) &&
    game.cards[command.ship] !== undefined &&
    isStoppedAfterMoves(command.ship)(game)
      ? setStopped(command.ship, true)(game)
      : game;
