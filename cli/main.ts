// The `stccg` command line: one clear line on stderr and a non-zero exit for bad input, never a stack trace.
import { runCardsCommand } from './cards-command';
import { runChartsCommand } from './charts-command';
import { runCoverageCommand } from './coverage-command';
import { runDeckCommand } from './deck-command';
import { runInspectCommand } from './inspect-command';
import type { Output } from './output';
import { runReplayCommand } from './replay-command';
import { runSimulateCommand } from './simulate-command';

const usage = `usage: stccg <command>
  simulate [--games N] [--seed S] [--decks A.txt,B.txt] [--json]   play games between two decks
  cards show "<title>" [--json]                                     every printing of a card
  cards search <text> [--json]                                      cards whose title or text match
  deck validate FILE                                                check a deck list against the deck-building rules
  replay FILE                                                       play a saved game (simulate --json) again
  charts [--json] [NAME]                                            the statecharts as Mermaid diagrams or JSON
  inspect [--seed S] [--port P] [--delay MS]                        watch a game live in the Stately inspector
  coverage [--all] [--json] [RELEASE…]                              which cards' game text is implemented`;

const commands: Record<string, (args: ReadonlyArray<string>, out: Output) => number | Promise<number>> = {
  simulate: runSimulateCommand,
  cards: runCardsCommand,
  deck: runDeckCommand,
  replay: runReplayCommand,
  charts: runChartsCommand,
  inspect: runInspectCommand,
  coverage: runCoverageCommand,
};

const main = async (argv: ReadonlyArray<string>): Promise<number> => {
  const out: Output = {
    stdout: (s) => process.stdout.write(`${s}\n`),
    stderr: (s) => process.stderr.write(`${s}\n`),
  };
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === 'help') {
    out.stdout(usage);
    return name === undefined ? 1 : 0;
  }
  const command = commands[name];
  if (command === undefined) {
    out.stderr(`stccg: unknown command "${name}" (try: ${Object.keys(commands).join(', ')})`);
    return 1;
  }
  try {
    return await command(args, out);
  } catch (error) {
    out.stderr(`stccg ${name}: ${(error as Error).message}`);
    return 2;
  }
};

// A reader that stops early (`stccg coverage | head`) closes the pipe: that ends the command quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
