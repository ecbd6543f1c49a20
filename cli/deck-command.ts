// `stccg deck validate FILE [--allow-unimplemented]`: reads a deck list, checks it against the deck-building rules, and prints `OK`
// with a summary or every problem with its line and rule. Bad input is one line on stderr, never a stack trace.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { Deck, DeckProblem } from '../cards/deck-list';
import { UNIMPLEMENTED, unimplementedCards } from '../domain/card-effects/deck-validation';
import { action, BadInput, exitCodes, type Subcommand } from './cli-context';
import { allowUnimplementedHint, checkDeckList, readDeckFile } from './deck-file';
import type { Output } from './output';

const formatProblem =
  (path: string) =>
  (p: DeckProblem): string =>
    `${path}${p.line > 0 ? `:${p.line}` : ''}: ${p.message} [${p.rule}]`;

const summary = (deck: Deck, allowUnimplemented: boolean): string => {
  const blank = allowUnimplemented ? unimplementedCards(deck).length : 0;
  const parts = [
    `${deck.missions.cards.length} missions`,
    `${deck.seed.cards.length} seed cards`,
    `${deck.draw.cards.length} draw cards`,
    ...(deck.sites.cards.length > 0 ? [`${deck.sites.cards.length} sites`] : []),
    ...(deck.sideDecks.length > 0 ? [`${deck.sideDecks.length} side decks`] : []),
    ...(blank > 0
      ? [`${blank} card line(s) whose game text is not implemented (they play as blank cards)`]
      : []),
  ];
  return `OK: ${parts.join(', ')}`;
};

interface ValidateOptions {
  readonly allowUnimplemented?: boolean;
}

/**
 * 0 when the deck is legal; 1 with every problem, one per line, when it is not or the file cannot be read; README "No
 * silent blank cards": the cards whose game text is not implemented are problems unless `--allow-unimplemented`.
 */
const validate = (path: string, options: ValidateOptions, out: Output): number => {
  const allowUnimplemented = options.allowUnimplemented === true;
  const text = readDeckFile(path);
  if (E.isLeft(text)) throw new BadInput(text.left);
  return pipe(
    checkDeckList(text.right, { allowUnimplemented }),
    E.match(
      (problems) => {
        for (const line of problems.map(formatProblem(path))) out.stderr(line);
        if (problems.some((p) => p.rule === UNIMPLEMENTED)) out.stderr(`${path}: ${allowUnimplementedHint}`);
        return exitCodes.badInput;
      },
      (deck) => {
        out.stdout(summary(deck, allowUnimplemented));
        return exitCodes.ok;
      },
    ),
  );
};

/** `stccg deck validate FILE [--allow-unimplemented]`. */
export const deckCommand: Subcommand = (program, context) => {
  const deck = program.command('deck').description('check deck lists against the deck-building rules');
  deck
    .command('validate')
    .summary('check a deck list: OK, or every problem with its line and rule')
    .description(
      'print OK with a summary, or every deck-building problem with its line and rule (exit 1); ' +
        'an unknown card hides none of the other problems; a card whose game text is not implemented is a problem ' +
        'unless --allow-unimplemented',
    )
    .argument('<file>', 'a deck list (cards/decks/README.md), at most 1 MB')
    .option(
      '--allow-unimplemented',
      'accept cards whose game text is not implemented (they play as blank cards); the summary counts them',
    )
    .action(
      action(context, 'deck validate', (file: string, options: ValidateOptions) =>
        validate(file, options, context.out),
      ),
    );
};
