// The `stccg` program: commander parses the command line (help for every subcommand, `--opt=value`, `--version`,
// suggestions for a misspelt command); each subcommand registers itself from its own file.
import { Command, CommanderError } from 'commander';
import { version } from '../package.json';
import { cardsCommand } from './cards-command';
import { chartsCommand } from './charts-subcommand';
import { type CliContext, exitCodes, type Subcommand } from './cli-context';
import { coverageCommand } from './coverage-command';
import { deckCommand } from './deck-command';
import { fuzzCommand } from './fuzz-command';
import { inspectCommand } from './inspect-command';
import type { Output } from './output';
import { playCommand } from './play-command';
import { replayCommand } from './replay-command';
import { simulateCommand } from './simulate-command';

/** The subcommands in the order `stccg --help` lists them; a new subcommand is one file and one entry here. */
const subcommands: ReadonlyArray<Subcommand> = [
  simulateCommand,
  replayCommand,
  playCommand,
  inspectCommand,
  chartsCommand,
  cardsCommand,
  deckCommand,
  coverageCommand,
  fuzzCommand,
];

const withoutFinalNewline = (text: string): string => text.replace(/\n$/, '');

/** The `stccg` program for one run: its subcommands write to `context.out` and set `context.exitCode`. */
export const program = (context: CliContext): Command => {
  const root = new Command('stccg')
    .description(
      'A Star Trek CCG First Edition rules engine: play, replay, inspect and check games and decks.',
    )
    .version(version, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'print this help')
    .helpCommand('help [command]', 'print the help of a command')
    .showSuggestionAfterError()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => context.out.stdout(withoutFinalNewline(text)),
      writeErr: (text) => context.out.stderr(withoutFinalNewline(text)),
      outputError: (text, write) => write(`stccg: ${text.replace(/^error: /, '')}`),
    });
  for (const add of subcommands) add(root, context);
  return root;
};

const exitCodeOf = (error: CommanderError): number =>
  error.exitCode === 0
    ? exitCodes.ok
    : error.code === 'commander.invalidArgument'
      ? exitCodes.badInput
      : exitCodes.usage;

/** Runs `stccg` with `argv` (the words after `stccg`), writing to `out`; resolves to the exit code. */
export const runCli = async (argv: ReadonlyArray<string>, out: Output): Promise<number> => {
  const context: CliContext = { out, exitCode: exitCodes.ok };
  try {
    await program(context).parseAsync([...argv], { from: 'user' });
    return context.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return exitCodeOf(error);
    out.stderr(`stccg: ${error instanceof Error ? error.message : String(error)}`);
    return exitCodes.badInput;
  }
};
