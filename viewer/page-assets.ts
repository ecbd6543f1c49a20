// The built page (`npm run build`: dist/viewer-page.js and .css) and Mermaid's browser bundle, read to be inlined.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';

/** The scripts and stylesheet a viewer page inlines. */
export interface PageAssets {
  readonly script: string;
  readonly style: string;
  readonly mermaid: string;
}

const files = { script: 'viewer-page.js', style: 'viewer-page.css', mermaid: 'viewer-mermaid.js' } as const;

/** The built assets from `dir` (by default `dist/`, beside the built CLI, or above `viewer/` when run from source). */
export const loadPageAssets = (
  dir = existsSync(join(__dirname, files.script)) ? __dirname : join(__dirname, '..', 'dist'),
): E.Either<string, PageAssets> => {
  const missing = Object.values(files).filter((file) => !existsSync(join(dir, file)));
  if (missing.length > 0)
    return E.left(
      `the viewer page is not built (${missing.join(', ')} missing in ${dir}): run npm run build`,
    );
  const read = (file: string): string => readFileSync(join(dir, file), 'utf8');
  return E.right({ script: read(files.script), style: read(files.style), mermaid: read(files.mermaid) });
};
