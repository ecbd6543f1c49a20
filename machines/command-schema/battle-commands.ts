// The commands of battle (Rulebook 7.4 Battle, 7.5.1 Damage, "Tactics"): domain/battle-rules/battle-model.ts, domain/battle-rules/tactics.ts,
// domain/battle-rules/damage-follow-up-rule.ts.
import { Type } from '@sinclair/typebox';
import { cardId, cardIds, command } from './fields';
import { zone } from './places';

/** Every battle command. */
export const battleCommands = [
  command(
    'battle.initiate',
    {
      kind: Type.Literal('personnel'),
      place: zone,
      attackers: cardIds('the attacking personnel'),
      defenders: cardIds('the defending personnel'),
    },
    'Initiate a personnel battle.',
  ),
  command(
    'battle.initiate',
    {
      kind: Type.Literal('ship'),
      location: cardId('a location'),
      attackers: cardIds('the attacking ships'),
      target: cardId('the ship or facility attacked'),
    },
    'Initiate a ship battle.',
  ),
  command(
    'battle.strike',
    { strike: Type.Union([Type.Literal('stun'), Type.Literal('mortallyWound'), Type.Literal('spare')]) },
    'Choose the strike (personnel battle, stage 4).',
  ),
  command(
    'battle.defend',
    { joining: cardIds('the cards joining the defence'), returnFireAt: Type.Union([cardId(), Type.Null()]) },
    'Defend (ship battle, stage 1).',
  ),
  command('tactic.draw', {}, 'Draw a Tactic.'),
  command('tactic.play', { card: Type.Union([cardId('a Tactic'), Type.Null()]) }, 'Play a Tactic, or none.'),
  command('damage.alsoHit', { target: cardId('a second ship') }, 'Hit a second ship.'),
  command('damage.nullify', { card: cardId() }, 'Nullify a card.'),
  command('damage.steal', { ship: cardId('a ship') }, 'Take equipment from a ship.'),
  command('damage.download', { card: cardId(), host: cardId() }, 'Download a card onto a host.'),
  command('damage.decline', {}, 'Decline the damage choice.'),
] as const;
