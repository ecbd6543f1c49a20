// The worker script of cli/worker-pool.test.ts: a job is a number, its result the number squared plus the pool's
// offset, with the thread that computed it and its young generation's limit; a negative number throws, 0 ends the
// thread, a setup that fails refuses.
import { resourceLimits, threadId } from 'node:worker_threads';
import { serveJobs } from './worker-pool';

serveJobs((setup: { readonly offset: number; readonly refuse?: boolean }) => {
  if (setup.refuse === true) throw new Error('the setup was refused');
  return (n: number) => {
    if (n < 0) throw new Error(`no square for ${n}`);
    if (n === 0) process.exit(3);
    return {
      value: n * n + setup.offset,
      thread: threadId,
      youngMb: resourceLimits.maxYoungGenerationSizeMb,
    };
  };
});
