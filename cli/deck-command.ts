// `stccg deck validate FILE`: reads a deck list, checks it against the deck-building rules, and prints `OK`
// with a summary or every problem with its line and rule. Bad input is one line on stderr, never a stack trace.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { Deck, DeckProblem } from '../cards/deck-list';
import { action, BadInput, exitCodes, type Subcommand } from './cli-context';
import { checkDeckList, readDeckFile } from './deck-file';
import type { Output } from './output';

const formatProblem =
  (path: string) =>
  (p: DeckProblem): string =>
    `${path}${p.line > 0 ? `:${p.line}` : ''}: ${p.message} [${p.rule}]`;

const summary = (deck: Deck): string => {
  const parts = [
    `${deck.missions.cards.length} missions`,
    `${deck.seed.cards.length} seed cards`,
    `${deck.draw.cards.length} draw cards`,
    ...(deck.sites.cards.length > 0 ? [`${deck.sites.cards.length} sites`] : []),
    ...(deck.sideDecks.length > 0 ? [`${deck.sideDecks.length} side decks`] : []),
  ];
  return `OK: ${parts.join(', ')}`;
};

/** 0 when the deck is legal; 1 with every problem, one per line, when it is not or the file cannot be read. */
const validate = (path: string, out: Output): number => {
  const text = readDeckFile(path);
  if (E.isLeft(text)) throw new BadInput(text.left);
  return pipe(
    checkDeckList(text.right),
    E.match(
      (problems) => {
        for (const line of problems.map(formatProblem(path))) out.stderr(line);
        return exitCodes.badInput;
      },
      (deck) => {
        out.stdout(summary(deck));
        return exitCodes.ok;
      },
    ),
  );
};

/** `stccg deck validate FILE`. */
export const deckCommand: Subcommand = (program, context) => {
  const deck = program.command('deck').description('check deck lists against the deck-building rules');
  deck
    .command('validate')
    .summary('check a deck list: OK, or every problem with its line and rule')
    .description(
      'print OK with a summary, or every deck-building problem with its line and rule (exit 1); ' +
        'an unknown card hides none of the other problems',
    )
    .argument('<file>', 'a deck list (cards/decks/README.md), at most 1 MB')
    .action(action(context, 'deck validate', (file: string) => validate(file, context.out)));
};
