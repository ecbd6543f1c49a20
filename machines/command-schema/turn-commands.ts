// The other commands of a turn and of the choices cards ask for (Rulebook "Playing the Game", "Capturing",
// "Infiltration", Current Rulings): domain/turn-actions.ts and the card-effect modules it lists.
import { Type } from '@sinclair/typebox';
import { CARD_TYPES } from '../../cards/import/decode-row';
import { cardId, cardIds, command, name } from './fields';

/** Every other command of a turn, and the choices cards ask for. */
export const turnCommands = [
  command('turn.end', {}, 'End the turn.'),
  command('card.draw', {}, 'Draw a card (the end-of-turn draw).'),
  command('card.draw', { site: cardId('the site whose text draws') }, "Draw a card by a site's text."),
  command('hologram.activate', { card: cardId() }, 'Activate a hologram.'),
  command(
    'card.changeAffiliation',
    { card: cardId(), affiliation: name('the new affiliation') },
    "Change a card's affiliation.",
  ),
  command('card.flip', { card: cardId() }, 'Flip a double-sided card.'),
  command('card.discard', { card: cardId() }, 'Discard a card as a required action.'),
  command(
    'station.commandeer',
    { personnel: cardId('the commandeering personnel'), flip: Type.Optional(Type.Boolean()) },
    'Commandeer a station.',
  ),
  command(
    'card.infiltrate',
    { card: cardId(), affiliation: name('the affiliation infiltrated') },
    'Infiltrate.',
  ),
  command('card.expose', { card: cardId() }, 'Expose an infiltrator.'),
  command('captive.release', { card: cardId('a captive') }, 'Release a captive.'),
  command(
    'captive.custody',
    { card: cardId('a captive'), to: cardId('a place') },
    'Take custody of a captive.',
  ),
  command('captive.brig', { card: cardId('a captive') }, 'Place a captive in a brig.'),
  command('infestation.end', {}, 'End an Alien Parasites infestation.'),
  command('rogueBorg.attack', { card: cardId(), target: cardId() }, 'Order a Rogue Borg attack.'),
  command('site.use', { site: cardId('a site') }, "Use a site's text."),
  command(
    'site.use',
    { site: cardId('a site'), card: cardId(), skill: name('a skill') },
    "Use a site's text with a personnel and a skill.",
  ),
  command('card.decide', { option: name('the option chosen') }, "Name an option a card's text offers you."),
  command(
    'card.guess',
    { card: cardId(), cardType: Type.Union(CARD_TYPES.map((type) => Type.Literal(type))) },
    'Guess the type of a card.',
  ),
  command(
    'card.use',
    {
      card: cardId(),
      target: cardId('the personnel targeted to die'),
      stop: cardIds('the personnel stopped'),
    },
    'Use a card to save a personnel targeted to die.',
  ),
  command('card.choose', { card: cardId() }, 'Choose a card a text asks for.'),
  command(
    'trouble.follow',
    { card: cardId('a trouble'), follows: Type.Boolean() },
    'Say whether a trouble follows.',
  ),
] as const;
