// Test helpers for the command line: `stccg` run in this process, or built once per test file and run as a process.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { runCli } from './program';

/** What a run of `stccg` printed, line by line, and its exit code. */
export interface CliRun {
  readonly code: number;
  readonly stdout: ReadonlyArray<string>;
  readonly stderr: ReadonlyArray<string>;
}

/** Runs `stccg args` in this process. */
export const stccg = async (...args: ReadonlyArray<string>): Promise<CliRun> => {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runCli(args, {
    stdout: (s) => stdout.push(...s.split('\n')),
    stderr: (s) => stderr.push(...s.split('\n')),
  });
  return { code, stdout, stderr };
};

/** The `stccg` bundle built as `npm run build` builds it (scripts/build.js), into a temporary folder. */
export const buildStccg = (): { readonly script: string; readonly remove: () => void } => {
  const dir = mkdtempSync(join(tmpdir(), 'stccg-cli-'));
  const script = join(dir, 'stccg.js');
  buildSync({
    entryPoints: [join(__dirname, 'main.ts')],
    outfile: script,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
    mainFields: ['module', 'main'],
  });
  return { script, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

/** Starts the built `stccg` as a process. */
export const startStccg = (script: string, args: ReadonlyArray<string>): ChildProcess =>
  spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });

/** Runs the built `stccg` to its end. */
export const runStccg = (script: string, args: ReadonlyArray<string>): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = startStccg(script, args);
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout: lines(out), stderr: lines(err) }));
  });

const lines = (text: string): ReadonlyArray<string> =>
  text === '' ? [] : text.replace(/\n$/, '').split('\n');
