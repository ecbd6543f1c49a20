// `stccg play` against the heuristic bot, driven in the system Chromium by a scripted person who clicks listed actions.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { cli, consoleErrors, stccg, tempDir } from './browser-test-support';
import { launchChromium } from './chromium';

// seed 4: the scripted person's game against the heuristic bot ends (p2 on points) after about 75 clicks
const seed = 4;
const clickCap = 300;
let browser: Browser;
let server: ChildProcess;
let url: string;

beforeAll(async () => {
  browser = await launchChromium();
  server = spawn(process.execPath, [
    cli,
    'play',
    '--seed',
    String(seed),
    '--opponent',
    'heuristic',
    '--port',
    '0',
  ]);
  url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /open (http:\/\/127\.0\.0\.1:\d+\/)/.exec(printed);
      if (found?.[1] !== undefined) resolve(found[1]);
    });
    server.once('exit', (code) => reject(new Error(`stccg play exited with ${code}`)));
  });
});

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
});

describe('stccg play', () => {
  it('should let a scripted person play a whole game against the heuristic bot, no click refused', async () => {
    // Arrange
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = consoleErrors(page);
    await page.goto(url);
    await page.locator('.actions button').first().waitFor();
    let clicks = 0;
    let refusals = 0;
    // Act: play a card when one may, else end the turn, else take the first action listed
    while (clicks < clickCap && (await page.locator('.status-line').getAttribute('data-over')) === 'no') {
      const choice = await firstPresent(page, [
        '.actions button[data-group="card.play"]',
        '.actions button[data-group="turn.end"]',
        '.actions button',
      ]);
      await Promise.all([page.waitForResponse('**/api/send'), choice.click()]);
      await page.locator('.actions[data-busy="no"]').waitFor({ state: 'attached' });
      refusals += await page.locator('[data-refusal]').count();
      clicks++;
    }
    // Assert
    expect(clicks).toBeGreaterThan(24); // the seed phases alone take 24 of the person's decisions
    expect(clicks).toBeLessThan(clickCap);
    expect(refusals).toBe(0);
    expect(await page.locator('.status-line').textContent()).toMatch(/game over · .* (won|draw) \(/);
    expect(await page.locator('.actions button').count()).toBe(0);
    expect(errors).toEqual([]);
    // and the saved game replays
    const saved = await page.evaluate(async () => (await fetch('/api/save')).text());
    const file = join(tempDir(), 'played.json');
    writeFileSync(file, saved);
    expect(stccg(['replay', file])).toMatch(/Game over: p\d wins/);
    await page.close();
  });
});

// Helpers

/** The first element of the first selector that matches one. */
async function firstPresent(page: Page, selectors: ReadonlyArray<string>): Promise<Locator> {
  for (const selector of selectors) {
    const found = page.locator(selector);
    if ((await found.count()) > 0) return found.first();
  }
  throw new Error(`none of ${selectors.join(', ')} is on the page`);
}
