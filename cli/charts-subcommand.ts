// `stccg charts` on the command line: its arguments and help, handed to `runChartsCommand` (cli/charts-command.ts),
// which reads them in its own form until it registers itself like the other subcommands.
import { runChartsCommand } from './charts-command';
import { action, type Subcommand } from './cli-context';

/** `stccg charts [--json] [NAME…]`. */
export const chartsCommand: Subcommand = (program, context) => {
  program
    .command('charts')
    .description('the statecharts as Mermaid state diagrams, or their JSON definitions')
    .argument('[name...]', 'the charts to print (default: all; an unknown name lists the known ones)')
    .option('--json', 'print the JSON definitions')
    .action(
      action(context, 'charts', (names: string[], options: { json?: boolean }) =>
        runChartsCommand([...names, ...(options.json === true ? ['--json'] : [])], context.out),
      ),
    );
};
