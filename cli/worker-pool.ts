// Worker threads started once and reused (issue #17): each loads the bundle and the card database once, says it is
// ready, then takes jobs one at a time from a queue the main thread feeds, posting back each job's small result.
// `stccg simulate --workers K` and `stccg fuzz --workers K` play their games on one; so does `npm run bench`.
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, type ResourceLimits, Worker, workerData } from 'node:worker_threads';

/** What a worker posts: once `ready` after its start, then one `result` per job (or the job's `failed` message). */
type WorkerMessage<Result> =
  | { readonly kind: 'ready' }
  | { readonly kind: 'result'; readonly result: Result }
  | { readonly kind: 'failed'; readonly message: string };

/** The data a pool's worker starts with: which job it serves (`role`) and that job's fixed input. */
interface PoolWorkerData<Setup> {
  readonly role: string;
  readonly setup: Setup;
}

/** Threads that run jobs of one kind: started by `startPool`, fed by `run` as often as wanted, ended by `close`. */
export interface WorkerPool<Job, Result> {
  readonly size: number;
  /** Milliseconds from starting the threads until every one had loaded the bundle and the card database. */
  readonly startMs: number;
  /**
   * Runs jobs from `next` (until it returns undefined) on the threads, one job per thread at a time, calling
   * `onResult` with each result in finishing order; rejects when a job throws or a thread dies.
   */
  run(next: () => Job | undefined, onResult: (result: Result) => void): Promise<void>;
  close(): Promise<void>;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

interface Handlers {
  readonly message: (message: WorkerMessage<unknown>) => void;
  readonly error: (error: Error) => void;
  readonly exit: (code: number) => void;
}

// Listens to `worker` until the returned function is called (never `removeAllListeners`: a Worker's own listeners
// keep its port referenced while a 'message' listener exists)
const listen = (worker: Worker, handlers: Handlers): (() => void) => {
  worker.on('message', handlers.message);
  worker.on('error', handlers.error);
  worker.on('exit', handlers.exit);
  return () => {
    worker.off('message', handlers.message);
    worker.off('error', handlers.error);
    worker.off('exit', handlers.exit);
  };
};

const readyWorker = <Setup>(
  script: string,
  data: PoolWorkerData<Setup>,
  resourceLimits: ResourceLimits | undefined,
): Promise<Worker> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: data,
      ...(resourceLimits === undefined ? {} : { resourceLimits }),
    });
    const refuse = (reason: Error) => {
      off();
      void worker.terminate();
      reject(reason);
    };
    const off = listen(worker, {
      message: (message) => {
        if (message.kind === 'ready') {
          off();
          resolve(worker);
        } else
          refuse(
            new Error(message.kind === 'failed' ? message.message : `a ${data.role} thread did not start`),
          );
      },
      error: refuse,
      exit: (code) => refuse(new Error(`a ${data.role} thread exited with code ${code} on start`)),
    });
  });

// One thread's share of a run: a job, its result, the next job, until the queue is empty.
const drain = <Job, Result>(
  worker: Worker,
  next: () => Job | undefined,
  onResult: (result: Result) => void,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const stop = (outcome: () => void) => {
      off();
      outcome();
    };
    const feed = () => {
      const job = next();
      if (job === undefined) stop(resolve);
      else worker.postMessage(job);
    };
    const off = listen(worker, {
      message: (message) => {
        if (message.kind !== 'result')
          return stop(() =>
            reject(new Error(message.kind === 'failed' ? message.message : 'a worker restarted')),
          );
        try {
          onResult(message.result as Result);
          feed();
        } catch (error) {
          stop(() => reject(error));
        }
      },
      error: (error) => stop(() => reject(error)),
      exit: (code) => stop(() => reject(new Error(`a worker thread exited with code ${code}`))),
    });
    feed();
  });

/**
 * Starts `size` threads running `script` (which calls `serveJobs` where `isPoolWorker(role)`) with `setup`, each with
 * `resourceLimits` (Node's defaults when not given).
 */
export const startPool = async <Setup, Job, Result>(
  script: string,
  role: string,
  setup: Setup,
  size: number,
  resourceLimits?: ResourceLimits,
): Promise<WorkerPool<Job, Result>> => {
  const begin = performance.now();
  const started = await Promise.allSettled(
    Array.from({ length: size }, () => readyWorker(script, { role, setup }, resourceLimits)),
  );
  const workers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const close = async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
  const refused = started.find((s) => s.status === 'rejected');
  if (refused !== undefined) {
    await close();
    throw refused.reason;
  }
  return {
    size,
    startMs: performance.now() - begin,
    run: async (next, onResult) => {
      try {
        await Promise.all(workers.map((worker) => drain(worker, next, onResult)));
      } catch (error) {
        await close();
        throw error;
      }
    },
    close,
  };
};

/** True in a thread a pool started for `role`. */
export const isPoolWorker = (role: string): boolean =>
  !isMainThread && (workerData as Partial<PoolWorkerData<unknown>> | null)?.role === role;

/**
 * A pool worker's loop: `prepare` runs once with the pool's setup (load what every job needs there) and gives the
 * job function; each job's result is posted back, a throw as its message.
 */
export const serveJobs = <Setup, Job, Result>(prepare: (setup: Setup) => (job: Job) => Result): void => {
  const port = parentPort;
  if (port === null) return;
  const post = (message: WorkerMessage<Result>) => port.postMessage(message);
  try {
    const perform = prepare((workerData as PoolWorkerData<Setup>).setup);
    port.on('message', (job: Job) => {
      try {
        post({ kind: 'result', result: perform(job) });
      } catch (error) {
        post({ kind: 'failed', message: messageOf(error) });
      }
    });
    post({ kind: 'ready' });
  } catch (error) {
    post({ kind: 'failed', message: messageOf(error) });
  }
};
