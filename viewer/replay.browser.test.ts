// The replay page of a bundled game, opened from disk in the system Chromium (no network).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import type { Browser } from 'playwright-core';
import { loadCardDatabase, restore, state } from '../index';
import {
  consoleErrors,
  distinctColours,
  savedGame,
  screenshot,
  stccg,
  tempDir,
} from './browser-test-support';
import { launchChromium } from './chromium';
import { reader } from './intern';
import { firstStepRunning, replayData } from './replay-data';

// seed 6: the heuristic players' game of 136 commands with a mission attempt waiting on a choice
const seed = 6;
let browser: Browser;
let file: string;
let saved: string;
let pages: { all: string; p1: string };

beforeAll(async () => {
  browser = await launchChromium();
  file = savedGame(seed);
  saved = readFileSync(file, 'utf8');
  const dir = tempDir();
  pages = { all: join(dir, 'replay.html'), p1: join(dir, 'replay-p1.html') };
  stccg(['replay', file, '--html', pages.all]);
  stccg(['replay', file, '--html', pages.p1, '--perspective', 'p1']);
});

afterAll(async () => {
  await browser?.close();
});

describe('replayHtml', () => {
  it('should open from disk with no console error and show 12 missions, both scores and the log', async () => {
    // Arrange
    const page = await browser.newPage();
    const errors = consoleErrors(page);
    // Act
    await page.goto(`file://${pages.all}`);
    const before = await page.locator('.location').count();
    for (let i = 0; i < 12; i++) await page.click('[data-action=next]');
    // Assert: the twelve missions placed by the first twelve commands (Rulebook "Mission Phase")
    expect(before).toBe(0);
    expect(await page.locator('.location').count()).toBe(12);
    expect(await page.locator('.player .score').allTextContents()).toEqual(['0', '0']);
    expect(await page.locator('.log > li').count()).toBe(12);
    expect(await page.locator('.log > li.current').getAttribute('data-seq')).toBe('12');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should show the final scores of the saved game, as stccg replay reports them, after stepping to the end', async () => {
    // Arrange
    const page = await browser.newPage();
    const errors = consoleErrors(page);
    const final = state(rightOf(restore(saved)));
    const reported = stccg(['replay', file]).trim().split('\n').pop();
    const commands = (JSON.parse(saved) as { commands: unknown[] }).commands.length;
    await page.goto(`file://${pages.all}`);
    // Act: the next button, then the arrow key, one command at a time
    for (let i = 0; i < commands / 2; i++) await page.click('[data-action=next]');
    while (Number(await page.locator('.status-line').getAttribute('data-step')) < commands)
      await page.keyboard.press('ArrowRight');
    // Assert
    expect(await page.locator('.status-line').getAttribute('data-step')).toBe(String(commands));
    expect(await page.locator('.player .score').allTextContents()).toEqual(
      final.players.map((p) => String(p.score)),
    );
    for (const p of final.players) expect(reported).toContain(`${p.id} ${p.score} points`);
    expect(await page.locator('.status-line .scores').textContent()).toContain(
      `${final.result?.kind === 'won' ? `${final.result.winner} won` : 'draw'} (${final.result?.reason})`,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it("should hold in p1's file neither the blueprint ids nor the titles of p2's hand cards p1 never saw", () => {
    // Arrange
    const final = state(rightOf(restore(saved)));
    const p1 = rightOf(replayData(saved, ['p1']));
    const read = reader(p1.table);
    const seenByP1 = new Set(
      (p1.perspectives.p1?.steps ?? []).flatMap((ref) =>
        Object.values((read(ref) as unknown as Step).view.cards).map((card) => card.blueprint),
      ),
    );
    const db = loadCardDatabase();
    const seenTitles = new Set([...seenByP1].flatMap((id) => (id === null ? [] : [db.blueprint(id).title])));
    // a card is played face up: p1's log names the copies p2 played (Rulebook "Looking at Cards")
    const logText = JSON.stringify(p1.perspectives.p1?.log);
    const secret = (final.zones['hand:p2'] ?? [])
      .map((id) => db.blueprint(final.cards[id]?.blueprint ?? ''))
      .filter(
        (card) => !seenByP1.has(card.id) && !seenTitles.has(card.title) && !logText.includes(card.title),
      );
    // Act
    const html = readFileSync(pages.p1, 'utf8');
    // Assert
    expect(secret.length).toBeGreaterThan(0);
    for (const card of secret) {
      expect(html).not.toContain(card.id);
      expect(html).not.toContain(card.title);
    }
  });

  it('should show the table at a mid-game step in a screenshot that is not blank', async () => {
    // Arrange
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`file://${pages.all}`);
    // Act
    await page.fill('input[aria-label=turn]', '10');
    await page.click('text=go to turn');
    const png = await screenshot(page, 'replay-mid-game.png');
    // Assert
    expect(await page.locator('.status-line').textContent()).toContain('turn 10');
    expect(await distinctColours(page, png)).toBeGreaterThan(50);
    await page.close();
  });

  it("should highlight the mission-attempt machine's current state at a step inside an attempt", async () => {
    // Arrange
    const data = rightOf(replayData(saved, ['omniscient']));
    const read = reader(data.table);
    const steps = data.perspectives.omniscient?.steps ?? [];
    const inside = firstStepRunning(data, 'omniscient', 'missionAttempt');
    const attempt = (read(steps[inside] as never) as unknown as Step).machines.find(
      (m) => m.machine === 'missionAttempt',
    );
    const current = attempt?.states[attempt.states.length - 1];
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = consoleErrors(page);
    await page.goto(`file://${pages.all}`);
    // Act
    for (let i = 0; i < inside; i++) await page.click('[data-action=next]');
    await page.locator('.chart .active-state').first().waitFor();
    // Assert
    expect(inside).toBeGreaterThan(0);
    expect(current).toMatch(/^missionAttempt_/);
    expect(await page.locator('.charts').getAttribute('data-chart')).toBe('missionAttempt');
    const marked = await page.locator('.chart .active-state').evaluateAll((nodes) => nodes.map((n) => n.id));
    expect(marked).toEqual([expect.stringContaining(`-state-${current}-`)]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

// Helpers

interface Step {
  readonly view: { readonly cards: Readonly<Record<string, { readonly blueprint: string | null }>> };
  readonly machines: ReadonlyArray<{ readonly machine: string; readonly states: ReadonlyArray<string> }>;
}

function rightOf<A>(either: E.Either<unknown, A>): A {
  if (E.isLeft(either)) throw new Error(String(either.left));
  return either.right;
}
