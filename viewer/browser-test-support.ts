// Shared by the browser tests: a game saved by the built CLI, console errors of a page, and whether a picture is blank.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** The built CLI (`npm run build`), as `stccg`. */
export const cli = join(__dirname, '..', 'dist', 'stccg.js');

/** Where the browser tests leave their screenshots for CI to keep. */
export const artifactsDir = join(__dirname, '..', 'artifacts');

/** A fresh temporary folder. */
export const tempDir = (): string => mkdtempSync(join(tmpdir(), 'stccg-viewer-'));

/** Runs the built `stccg` with these arguments and returns its standard output. */
export const stccg = (args: ReadonlyArray<string>): string =>
  execFileSync(process.execPath, [cli, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

/** A game between the bundled decks saved by `stccg simulate --json`, written to a file; returns its path. */
export const savedGame = (seed: number): string => {
  const file = join(tempDir(), `game-${seed}.json`);
  writeFileSync(file, stccg(['simulate', '--json', '--seed', String(seed)]));
  return file;
};

/** Collects a page's console errors and uncaught exceptions. */
export const consoleErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
};

/** Saves a screenshot of the page into the artifacts folder; returns the PNG. */
export const screenshot = async (page: Page, name: string): Promise<Buffer> => {
  mkdirSync(artifactsDir, { recursive: true });
  return page.screenshot({ path: join(artifactsDir, name) });
};

/** How many distinct colours a PNG holds, counted by the browser (a blank picture has one). */
export const distinctColours = async (page: Page, png: Buffer): Promise<number> =>
  page.evaluate(
    async (dataUrl) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (context === null) return 0;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      const colours = new Set<number>();
      for (let i = 0; i < pixels.length; i += 4)
        colours.add(((pixels[i] ?? 0) << 16) | ((pixels[i + 1] ?? 0) << 8) | (pixels[i + 2] ?? 0));
      return colours.size;
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
