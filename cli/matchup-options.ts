// The options `simulate` and `inspect` share: the two decks and the kinds of their players, in deck order (p1, p2).
import { type Command, InvalidArgumentError, Option } from 'commander';
import * as E from 'fp-ts/Either';
import type { Deck } from '../cards/deck-list';
import { bundledDecks } from '../cards/decks';
import * as Arguments from './arguments';
import { BadInput } from './cli-context';
import { loadDeckFile } from './deck-file';
import { type PlayerKind, playerKinds } from './simulated-game';

/**
 * The two decks: the files named, read and checked, or the bundled Federation and Klingon decks; README "No silent
 * blank cards": a card whose game text is not implemented is refused unless `allowUnimplemented`.
 */
export const loadDecks = (
  files: readonly [string, string] | undefined,
  allowUnimplemented = false,
): readonly [Deck, Deck] => {
  if (files === undefined) return [bundledDecks.federation, bundledDecks.klingon];
  const [a, b] = files.map((file) => {
    const deck = loadDeckFile(file, { allowUnimplemented });
    if (E.isLeft(deck)) throw new BadInput(deck.left);
    return deck.right;
  });
  return [a as Deck, b as Deck];
};

/** `--players K1,K2` (or one kind for both): the kinds of p1 and p2, in the order of `--decks`. */
export const parsePlayers = (text: string): readonly [PlayerKind, PlayerKind] => {
  const words = text.split(',').map((w) => w.trim());
  const unknown = words.find((w) => !(playerKinds as ReadonlyArray<string>).includes(w));
  if (words.length > 2 || unknown !== undefined)
    throw new InvalidArgumentError(
      `Players are one or two of ${playerKinds.join(', ')}, separated by a comma${unknown === undefined ? '' : ` ("${unknown}" is not one)`}.`,
    );
  const [first, second] = words as PlayerKind[];
  return [first as PlayerKind, second ?? (first as PlayerKind)];
};

/** README "No silent blank cards": the switch that lets decks hold cards whose game text is not implemented. */
export const allowUnimplementedOption = (command: Command): Command =>
  command.option(
    '--allow-unimplemented',
    'play cards whose game text is not implemented as blank cards (refused by default); the log says when one ' +
      'matters and the result lists them',
  );

/** The options `simulate` and `inspect` share: the decks, whether they may hold blank cards, and their players. */
export const matchupOptions = (command: Command): Command =>
  allowUnimplementedOption(
    command.option(
      '--decks <A,B>',
      "two deck list files, p1's then p2's (default: the bundled Federation and Klingon decks)",
      Arguments.pair('Decks'),
    ),
  ).addOption(
    new Option(
      '--players <K1,K2>',
      `the players' kinds (${playerKinds.join(', ')}): p1's (the first deck's) then p2's, whoever wins the starting coin toss; one kind for both`,
    )
      .argParser(parsePlayers)
      .default(['heuristic', 'heuristic'], 'heuristic,heuristic'),
  );
