// `stccg charts` on the command line: its arguments and help, handed to `runChartsCommand` (cli/charts-command.ts),
// which reads them in its own form until it registers itself like the other subcommands.
import { runChartsCommand } from './charts-command';
import { action, type Subcommand } from './cli-context';

/** `stccg charts [--json] [--out DIR] [NAME…]`. */
export const chartsCommand: Subcommand = (program, context) => {
  program
    .command('charts')
    .description('the statecharts as Mermaid state diagrams, or their JSON definitions')
    .argument('[name...]', 'the charts to print (default: all; an unknown name lists the known ones)')
    .option('--json', 'print the JSON definitions')
    .option(
      '--out <DIR>',
      'write one NAME.mmd (NAME.json with --json) per chart into DIR instead of printing them',
    )
    .action(
      action(context, 'charts', (names: string[], options: { json?: boolean; out?: string }) =>
        runChartsCommand(
          [
            ...names,
            ...(options.json === true ? ['--json'] : []),
            ...(options.out === undefined ? [] : ['--out', options.out]),
          ],
          context.out,
        ),
      ),
    );
};
