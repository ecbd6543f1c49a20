// The commands that play, download or use cards in a turn (Rulebook "Playing a Card", "Downloading", "Reporting"):
// domain/card-play.ts, card-effects/play.ts, special-downloads.ts, text-downloads.ts, in-place-of-draw.ts, ...
import { Type } from '@sinclair/typebox';
import { cardId, cardIds, command, count, exact, name, oneOf, playerId } from './fields';
import { route, sideDeckDownload, transport, wormholePair } from './places';

/** The choices an event, interrupt or doorway's text may ask for (domain/card-effects/play.ts `PlayText`). */
const playTextFields = {
  target: Type.Optional(
    oneOf(
      [exact({ card: cardId() }), exact({ player: playerId() }), route],
      'the card, player or route it targets',
    ),
  ),

  take: Type.Optional(cardId('the card its text takes')),
  stop: Type.Optional(cardIds('the personnel its text stops')),
  kills: Type.Optional(cardIds('the opponents its text kills')),
  returnIn: Type.Optional(count('the return time, in turns')),
  transport: Type.Optional(transport),
  wormhole: Type.Optional(wormholePair),
  download: Type.Optional(sideDeckDownload),
  option: Type.Optional(name('the label of the option of its "OR" text it uses')),
  function: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 20, description: 'the "OR" function of its text it uses, from 1' }),
  ),
};

const playText = command(
  'card.play',
  {
    card: cardId(),
    kind: oneOf([Type.Literal('doorway'), Type.Literal('event'), Type.Literal('interrupt')]),
    ...playTextFields,
  },
  'Play an event, interrupt or doorway.',
);

const affiliation = Type.Union([name('an affiliation'), Type.Null()]);
const download = { source: cardId('the card that downloads'), target: cardId('the card downloaded') };
const report = { facility: cardId('where it reports'), affiliation };
const byText = { by: Type.Literal('text'), inPlaceOf: Type.Optional(Type.Literal('normalCardPlay')) };
const inPlaceOfDraw = { inPlaceOf: Type.Literal('cardDraw') };
const play = { play: playText };
const toHand = { to: Type.Literal('hand') };
const DOWNLOAD = 'Download a card';

/** Every card-play and download command. */
export const cardPlayCommands = [
  playText,
  command(
    'card.play',
    { card: cardId(), kind: Type.Literal('report'), ...report, site: Type.Optional(cardId('a site')) },
    'Report a personnel, ship or equipment card.',
  ),
  command(
    'card.play',
    {
      card: cardId(),
      kind: Type.Literal('build'),
      location: cardId('a location'),
      affiliation: name('an affiliation'),
    },
    'Build a facility.',
  ),
  command(
    'card.play',
    {
      card: cardId('a site'),
      kind: Type.Literal('site'),
      station: cardId(),
      position: count('the position'),
    },
    'Play a site on a station.',
  ),
  command('card.play', { card: cardId(), kind: Type.Literal('timeLocation') }, 'Play a time location.'),
  command('card.download', { ...download, ...report }, `${DOWNLOAD} ([DL]) and report it.`),
  command('card.download', { ...download, ...play }, `${DOWNLOAD} ([DL]) and play it.`),
  command('card.download', { ...download, ...toHand }, `${DOWNLOAD} ([DL]) to hand.`),
  command('card.download', { ...download, ...report, ...byText }, `${DOWNLOAD} by its text and report it.`),
  command('card.download', { ...download, ...play, ...byText }, `${DOWNLOAD} by its text and play it.`),
  command('card.download', { ...download, ...report, ...inPlaceOfDraw }, `${DOWNLOAD} in place of a draw.`),
  command(
    'card.download',
    { ...download, ...play, ...inPlaceOfDraw },
    `${DOWNLOAD} in place of a draw; play it.`,
  ),
  command(
    'card.download',
    { ...download, ...toHand, ...inPlaceOfDraw },
    `${DOWNLOAD} to hand in place of a draw.`,
  ),
  command('agenda.play', { card: cardId() }, 'Play a hidden agenda face down.'),
  command('agenda.activate', { card: cardId(), ...playTextFields }, 'Activate a face-down hidden agenda.'),
] as const;
