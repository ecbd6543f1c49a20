// `stccg cards show "<title>"` and `stccg cards search <text>` (`--json` prints the records).
import type { Blueprint } from '../cards/blueprint';
import { loadCardDatabase } from '../cards/database';
import { formatBlueprint, formatSummary } from '../cards/format';

interface Output {
  readonly stdout: (s: string) => void;
  readonly stderr: (s: string) => void;
}

const USAGE = 'usage: stccg cards show "<title>" [--json] | stccg cards search <text> [--json]';

const printJson = (blueprints: ReadonlyArray<Blueprint>, out: Output): void =>
  out.stdout(JSON.stringify(blueprints, null, 2));

const show = (title: string, json: boolean, out: Output): number => {
  const db = loadCardDatabase();
  const exact = db.byTitle(title);
  const lower = title.toLowerCase();
  const printings =
    exact.length > 0
      ? exact
      : db.suggest(title).flatMap((t) => (t.toLowerCase() === lower ? db.byTitle(t) : []));
  if (printings.length === 0) {
    const suggestions = db.suggest(title);
    out.stderr(
      `stccg cards: no card titled "${title}"${suggestions.length === 0 ? '' : `; did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?`}`,
    );
    return 1;
  }
  if (json) printJson(printings, out);
  else {
    for (const line of printings.flatMap((b, i) => [...(i === 0 ? [] : ['']), ...formatBlueprint(b)]))
      out.stdout(line);
  }
  return 0;
};

const search = (text: string, json: boolean, out: Output): number => {
  const matches = loadCardDatabase().search(text);
  if (matches.length === 0) {
    out.stderr(`stccg cards: no card title or text contains "${text}"`);
    return 1;
  }
  if (json) printJson(matches, out);
  else {
    for (const b of matches) out.stdout(formatSummary(b));
  }
  return 0;
};

/** Runs `stccg cards …`; returns the exit code (1 for an unknown card, no match or bad usage). */
export const runCardsCommand = (args: ReadonlyArray<string>, out: Output): number => {
  const json = args.includes('--json');
  const [sub, ...words] = args.filter((a) => a !== '--json');
  const query = words.join(' ').trim();
  if ((sub !== 'show' && sub !== 'search') || query === '') {
    out.stderr(`stccg cards: ${sub === undefined ? 'missing subcommand' : `bad arguments`}; ${USAGE}`);
    return 1;
  }
  return sub === 'show' ? show(query, json, out) : search(query, json, out);
};
