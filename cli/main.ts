// The `stccg` command line (cli/program.ts), or, in a thread `simulate --workers` started, a simulation worker, or in
// one `fuzz --workers` started, a fuzz worker.
import { isFuzzWorker, serveFuzzWorker } from './fuzz-campaign';
import type { Output } from './output';
import { runCli } from './program';
import { isSimulationWorker, serveSimulationWorker } from './series';

const out: Output = {
  stdout: (s) => process.stdout.write(`${s}\n`),
  stderr: (s) => process.stderr.write(`${s}\n`),
};

if (isSimulationWorker()) serveSimulationWorker();
else if (isFuzzWorker()) serveFuzzWorker();
else {
  // A reader that stops early (`stccg coverage | head`) closes the pipe: that ends the command quietly.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  void runCli(process.argv.slice(2), out).then((code) => {
    process.exitCode = code;
  });
}
