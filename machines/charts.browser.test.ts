// Every statechart `stccg charts` prints parses in Mermaid's own parser (Mermaid's browser bundle, system Chromium).
import * as E from 'fp-ts/Either';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../viewer/chromium';
import { loadPageAssets } from '../viewer/page-assets';
import { charts, toMermaid } from './charts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  // Mermaid's own browser bundle, as the build copies it for the viewer (dist/viewer-mermaid.js)
  const assets = loadPageAssets();
  if (E.isLeft(assets)) throw new Error(assets.left);
  await page.addScriptTag({ content: assets.right.mermaid });
});

afterAll(async () => {
  await browser?.close();
});

describe('toMermaid', () => {
  it.each(Object.keys(charts))(
    'should give a diagram of %s that Mermaid parses as a state diagram',
    async (name) => {
      // Arrange
      const text = toMermaid(charts[name] as NonNullable<(typeof charts)[string]>);
      // Act
      const parsed = await page.evaluate(async (diagram) => {
        const mermaid = (globalThis as unknown as { mermaid: MermaidApi }).mermaid;
        mermaid.initialize({ startOnLoad: false });
        try {
          return await mermaid.parse(diagram);
        } catch (error) {
          return String(error);
        }
      }, text);
      // Assert
      expect(parsed).toEqual({ diagramType: 'stateDiagram', config: {} });
    },
  );
});

// Helpers

interface MermaidApi {
  initialize(config: object): void;
  parse(text: string): Promise<unknown>;
}
