// The orders of a turn (Rulebook 7 "Giving Orders"): beam, walk, move (along the spaceline or between two locations a
// card names), dock, land, cloak and phase, time travel,
// mission attempts, and the tribbles' own commands (domain/orders/, domain/tribbles.ts, domain/trouble-spread.ts).
import { Type } from '@sinclair/typebox';
import { cardId, cardIds, command, count } from './fields';

const ship = cardId('a ship');
const shipOrder = <T extends string>(type: T, description: string) => command(type, { ship }, description);

/** Every order, and the tribbles' commands. */
export const orderCommands = [
  command('card.beam', { card: cardId(), from: cardId('a place'), to: cardId('a place') }, 'Beam a card.'),
  command(
    'card.walk',
    { card: cardId(), from: cardId('a site'), to: cardId('a site') },
    'Walk between sites.',
  ),
  command(
    'ship.move',
    { ship, to: cardId('a location'), around: Type.Optional(Type.Literal(true)) },
    'Move a ship along the spaceline.',
  ),
  command('ship.dock', { ship, facility: cardId(), site: Type.Optional(cardId('a site')) }, 'Dock a ship.'),
  command('ship.undock', { ship, boarding: Type.Optional(cardId('a site')) }, 'Undock a ship.'),
  command('ship.load', { ship, carrier: cardId('a carrier') }, 'Load a ship aboard a carrier.'),
  command(
    'ship.timeTravel',
    { ship, to: cardId('a location'), by: cardId('the card that allows it') },
    'Time travel.',
  ),
  command(
    'ship.moveBetween',
    { ship, to: cardId('a location'), by: cardId('the card that allows it') },
    'Move a ship between two locations a card names (no RANGE used).',
  ),
  shipOrder('ship.land', 'Land a ship.'),
  shipOrder('ship.takeOff', 'Take off.'),
  shipOrder('ship.launch', 'Launch a carried ship.'),
  shipOrder('ship.cloak', 'Cloak a ship.'),
  shipOrder('ship.decloak', 'Decloak a ship.'),
  shipOrder('ship.phase', 'Phase a ship.'),
  shipOrder('ship.dephase', 'Dephase a ship.'),
  command(
    'mission.attempt',
    { location: cardId('a mission'), ship: Type.Optional(cardId('the ship whose crew attempts')) },
    'Attempt a mission.',
  ),
  command('tribbles.draw', { count: count('how many') }, 'Draw from the Tribble side deck.'),
  command('tribble.play', { card: cardId('a tribble'), place: cardId('a place') }, 'Play a tribble.'),
  command('tribble.discard', { card: cardId('a tribble') }, 'Discard a tribble.'),
  command(
    'card.activate',
    { card: cardId('a card in play'), ability: count('which of its abilities, from 0') },
    'Use an ability of your card in play ("Once each turn, may …"; 1 Tribble\'s stop).',
  ),
  command(
    'tribble.carry',
    {
      personnel: cardId(),
      tribble: cardId('a tribble'),
      by: Type.Union([Type.Literal('beam'), Type.Literal('walk')]),
      from: cardId('a place'),
      to: cardId('a place'),
    },
    'Carry a tribble.',
  ),
  command(
    'tribble.beam',
    {
      personnel: cardId(),
      tribbles: cardIds('the tribbles'),
      from: cardId('a place'),
      to: cardId('a place'),
    },
    'Beam tribbles.',
  ),
  command(
    'tribbles.spread',
    { trouble: cardId('a trouble'), tribbles: cardIds('the tribbles'), to: cardId('a place') },
    'Spread tribbles with a trouble.',
  ),
  command('tribbles.stay', { trouble: cardId('a trouble') }, 'Keep the tribbles where they are.'),
] as const;
