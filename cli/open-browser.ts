// `stccg play --open`: the page opened in the system's default browser, with the platform's own opener (xdg-open,
// open, start), detached from the CLI. Hand-written rather than the `open` package: that package locates a script of
// its own by its install path, which the esbuild bundle of the CLI does not keep.
import { spawn } from 'node:child_process';

/** Starts a program detached from this process; calls `failed` if it cannot start. */
export type Launch = (command: string, args: ReadonlyArray<string>, failed: (error: Error) => void) => void;

/** The platform's opener of a URL: the command and its arguments. */
export const openerFor = (
  platform: NodeJS.Platform,
  url: string,
): readonly [string, ReadonlyArray<string>] => {
  if (platform === 'darwin') return ['open', [url]];
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  return ['xdg-open', [url]];
};

const launchDetached: Launch = (command, args, failed) => {
  const child = spawn(command, [...args], { detached: true, stdio: 'ignore' });
  child.on('error', failed);
  child.unref();
};

/** Opens `url` in the default browser; `failed` hears why when no browser could be started. */
export const openInBrowser = (
  url: string,
  failed: (error: Error) => void,
  platform: NodeJS.Platform = process.platform,
  launch: Launch = launchDetached,
): void => {
  const [command, args] = openerFor(platform, url);
  launch(command, args, failed);
};
