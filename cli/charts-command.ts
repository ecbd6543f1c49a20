// `stccg charts [--json] [--out DIR] [NAME]`: the engine's statecharts as Mermaid state diagrams, or as JSON
// definitions; with `--out DIR`, one `NAME.mmd` file per chart.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { charts, toMermaid } from '../machines/charts';
import { parseOptions } from './options';
import type { Output } from './output';

/** `stccg charts [--json] [--out DIR] [NAME]`. */
export const runChartsCommand = (args: ReadonlyArray<string>, out: Output): number => {
  const options = parseOptions(args, ['out'], ['json']);
  const names = options.positional.length > 0 ? options.positional : Object.keys(charts);
  for (const name of names) {
    const machine = charts[name];
    if (machine === undefined) {
      out.stderr(`stccg charts: unknown chart "${name}" (known: ${Object.keys(charts).join(', ')})`);
      return 2;
    }
    const text = options.flags.json
      ? JSON.stringify({ name, definition: machine.definition })
      : `${options.values.out === undefined ? `%% ${name}\n` : ''}${toMermaid(machine)}\n`;
    const dir = options.values.out;
    if (dir === undefined) out.stdout(text);
    else {
      const file = join(dir, `${name}.${options.flags.json ? 'json' : 'mmd'}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, text);
      out.stdout(file);
    }
  }
  return 0;
};
