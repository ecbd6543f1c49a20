// A replay page as one self-contained HTML file: the page's script and style, Mermaid and the replay data inlined,
// so it opens from disk with no network.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { loadPageAssets, type PageAssets } from './page-assets';
import { type Perspective, type ReplayData, replayData } from './replay-data';

/** A script's text safe inside `<script>`: no `</script` (nor `<!--`) ends or comments it early. */
const inScript = (text: string): string => text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/** JSON safe inside a `<script type="application/json">`: every `<` as `\u003c`. */
const jsonInScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The HTML of a page that shows `data` with the built `assets`. */
export const pageHtml = (title: string, data: ReplayData | null, assets: PageAssets): string =>
  [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // no icon to fetch: a page from disk or the play server asks for nothing else
    '<link rel="icon" href="data:,">',
    `<title>${title.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</title>`,
    `<style>${assets.style.replace(/<\/(style)/gi, '<\\/$1')}</style>`,
    '</head><body><div id="app"></div>',
    data === null ? '' : `<script id="stccg-data" type="application/json">${jsonInScript(data)}</script>`,
    `<script>${inScript(assets.mermaid)}</script>`,
    `<script>${inScript(assets.script)}</script>`,
    '</body></html>',
  ].join('\n');

/**
 * The replay page of a saved game (`persist`, `stccg simulate --json`) for one perspective, or for all three
 * (`omniscient`, with a switch to each player's). A player's page holds only what `view` and `log` give them.
 */
export const replayHtml = (
  saved: string,
  perspective: Perspective | 'all',
  assets: E.Either<string, PageAssets> = loadPageAssets(),
): E.Either<string, string> =>
  pipe(
    assets,
    E.flatMap((built) =>
      pipe(
        replayData(saved, perspective === 'all' ? 'all' : [perspective]),
        E.map((data) =>
          pageHtml(`stccg replay (${perspective === 'all' ? 'omniscient' : perspective})`, data, built),
        ),
      ),
    ),
  );
