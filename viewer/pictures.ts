// `npm run pictures`: regenerates the README's pictures with the system Chromium: the game, turn, mission-attempt and
// battle statecharts rendered by Mermaid, and the replay viewer at a step inside a mission attempt.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import { charts, toMermaid } from '../index';
import { launchChromium } from './chromium';
import { loadPageAssets } from './page-assets';
import { firstStepRunning, replayData } from './replay-data';
import { pageHtml } from './replay-html';

/** Where the pictures go, beside this folder's README. */
const out = join(__dirname, '..', 'viewer', 'pictures');

/** The charts the README shows: the game, the turn (play phase), the mission attempt and the battle. */
const shown = ['game', 'playPhase', 'missionAttempt', 'battle'] as const;

/** The replay shown: the bundled decks' game of seed 6, at its first step inside a mission attempt. */
const replaySeed = 6;

const main = async (): Promise<void> => {
  mkdirSync(out, { recursive: true });
  const built = loadPageAssets();
  if (E.isLeft(built)) throw new Error(built.left);
  const assets = built.right;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.setContent(
      '<!doctype html><html><body style="margin:0;background:#fff"><div id="chart"></div></body></html>',
    );
    await page.addScriptTag({ content: assets.mermaid });
    for (const name of shown) {
      const machine = charts[name];
      if (machine === undefined) throw new Error(`no chart ${name}`);
      const width = await page.evaluate(
        async ([id, text]) => {
          const mermaid = (
            window as unknown as {
              mermaid: {
                initialize(c: object): void;
                render(i: string, t: string): Promise<{ svg: string }>;
              };
            }
          ).mermaid;
          mermaid.initialize({ startOnLoad: false, theme: 'neutral' });
          const { svg } = await mermaid.render(id, text);
          const host = document.getElementById('chart');
          if (host !== null) host.innerHTML = svg;
          const drawn = host?.querySelector('svg');
          // its natural size up to 2,400 pixels wide: the large charts stay readable, the files small
          const width = Math.min(2400, drawn?.viewBox.baseVal.width ?? 0);
          if (drawn) {
            drawn.style.maxWidth = 'none';
            drawn.setAttribute('width', String(Math.ceil(width)));
          }
          return width;
        },
        [`chart-${name}`, toMermaid(machine)] as const,
      );
      await page.setViewportSize({ width: Math.max(800, Math.ceil(width) + 20), height: 900 });
      await page.locator('#chart svg').screenshot({ path: join(out, `chart-${name}.png`) });
      console.log(join(out, `chart-${name}.png`));
    }
    const saved = execFileSync(
      process.execPath,
      [join(__dirname, 'stccg.js'), 'simulate', '--json', '--seed', String(replaySeed)],
      {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      },
    );
    const data = replayData(saved, 'all');
    if (E.isLeft(data)) throw new Error(data.left);
    const html = pageHtml('stccg replay (omniscient)', data.right, assets);
    const step = firstStepRunning(data.right, 'omniscient', 'missionAttempt');
    const file = join(mkdtempSync(join(tmpdir(), 'stccg-pictures-')), 'replay.html');
    writeFileSync(file, html);
    const viewer = await browser.newPage({ viewport: { width: 1400, height: 1900 } });
    await viewer.goto(`file://${file}`);
    for (let i = 0; i < step; i++) await viewer.click('[data-action=next]');
    await viewer.locator('.chart .active-state').first().waitFor();
    await viewer.screenshot({ path: join(out, 'replay.png') });
    console.log(join(out, 'replay.png'));
  } finally {
    await browser.close();
  }
};

main().catch((error: Error) => {
  console.error(`npm run pictures: ${error.message}`);
  process.exitCode = 1;
});
