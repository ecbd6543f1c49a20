// The commands of the four seed phases and of persona replacement (Rulebook "Seed Phases", "Persona"):
// domain/doorway-phase.ts, mission-phase.ts, dilemma-phase.ts, facility-phase.ts, persona-replacement.ts.
import { Type } from '@sinclair/typebox';
import { cardId, command, count, exact, MAX_LIST, name, oneOf } from './fields';

const quadrant = oneOf([
  Type.Literal('Alpha'),
  Type.Literal('Gamma'),
  Type.Literal('Delta'),
  Type.Literal('Mirror'),
]);

/** The card a card seeded as it plays targets (domain/seed-phases/seed-as-played.ts). */
const seedTarget = Type.Optional(exact({ card: cardId('the card its play targets') }));

const replacement = exact({
  card: cardId('the persona in play'),
  replacement: cardId('the persona from hand'),
  affiliation: Type.Union([name('an affiliation'), Type.Null()]),
});

/** Every seed-phase command. */
export const seedPhaseCommands = [
  command('doorway.seed', { card: cardId() }, 'Seed a doorway (doorway phase).'),
  command('doorway.done', {}, 'Seed no more doorways.'),
  command(
    'mission.place',
    {
      placement: oneOf(
        [
          exact({ kind: Type.Literal('spaceline'), quadrant, index: count('a position on the spaceline') }),
          exact({ kind: Type.Literal('shared'), location: cardId('the mission it shares') }),
        ],
        'where the mission goes: { kind: "spaceline", quadrant, index } or { kind: "shared", location }',
      ),
    },
    'Place a mission on the spaceline (mission phase).',
  ),
  command('dilemma.seed', { card: cardId(), location: cardId('a mission') }, 'Seed a card under a mission.'),
  command(
    'dilemma.seedElsewhere',
    { card: cardId(), target: seedTarget },
    'Seed a card that seeds in any phase, where its text plays (stage 4).',
  ),
  command('dilemma.done', {}, 'Seed no more cards in this round.'),
  command('dilemma.pass', {}, 'Pass in the dilemma phase.'),
  command('agenda.seed', { card: cardId() }, 'Seed a hidden agenda face down.'),
  command(
    'card.seed',
    { card: cardId(), target: seedTarget },
    'Seed a card on the table (or where its text plays).',
  ),
  command(
    'facility.seed',
    { card: cardId(), location: cardId('a mission') },
    'Seed a facility (facility phase).',
  ),
  command('facility.pass', {}, 'Seed no more facilities.'),
  command(
    'site.seed',
    {
      card: cardId('a site'),
      station: cardId('a Nor-type station'),
      position: count('the position on its line'),
    },
    'Seed a site on a station.',
  ),
  command(
    'persona.replace',
    { replacements: Type.Array(replacement, { maxItems: MAX_LIST }) },
    'Replace personas in play with versions from hand (start of turn).',
  ),
  command('persona.pass', {}, 'Replace no persona.'),
] as const;
