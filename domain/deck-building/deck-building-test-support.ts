// Test support for the deck-building tests (domain/deck-building/deck-building.ts): a legal deck text with sections replaced, and
// its parse and validation.
import * as E from 'fp-ts/Either';
import { type Deck, type DeckProblem, parseDeck } from '../../cards/deck-list';
import { validateDeck } from './deck-building';
// the card declarations plugged into the ports the deck rules ask (the Battle Bridge doorways' procedures)
import '../game/interpreters';

export const MISSIONS = [
  'Avert Disaster',
  'Cultural Observation',
  'Diplomacy Mission',
  'Study "Hole in Space"',
  'Study Nebula',
  'Test Mission',
];

/** A legal deck, with the given sections replaced: missions on lines 1-7, the seed deck header on line 8. */
export const deckText = (p: {
  missions?: ReadonlyArray<string>;
  seed?: ReadonlyArray<string>;
  draw?: ReadonlyArray<string>;
  extra?: ReadonlyArray<string>;
}): string =>
  [
    'Missions:',
    ...(p.missions ?? MISSIONS),
    'Seed deck:',
    ...(p.seed ?? ['Federation Outpost', '2x Armus - Skin of Evil']),
    'Draw deck:',
    ...(p.draw ?? ['30x Data']),
    ...(p.extra ?? []),
  ].join('\n');

export const parsed = (text: string): Deck =>
  E.getOrElseW((problems: ReadonlyArray<DeckProblem>) => {
    throw new Error(`unexpected problems: ${JSON.stringify(problems)}`);
  })(parseDeck(text));

export const failed = (deck: Deck): ReadonlyArray<DeckProblem> =>
  E.match(
    (problems: ReadonlyArray<DeckProblem>) => problems,
    () => [],
  )(validateDeck(deck));
