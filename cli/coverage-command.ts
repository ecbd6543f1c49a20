// `stccg coverage [release…] [--all] [--json]`: per set, how many cards' game text the engine implements, by card
// type, and the cards whose text is not implemented (with what is missing). Default sets: Premiere and the
// Introductory Two-Player Game; `--all` every release in the card database.
import type { Blueprint } from '../cards/blueprint';
import { loadCardDatabase } from '../cards/database';
import { textStatus } from '../domain/card-effects';
import { parseOptions } from './options';
import type { Output } from './output';

/** One set's coverage: totals by card type and the cards not implemented. */
export interface SetCoverage {
  readonly release: string;
  readonly total: number;
  readonly implemented: number;
  readonly byType: Readonly<Record<string, { readonly total: number; readonly implemented: number }>>;
  readonly missing: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
    readonly type: string;
    readonly reason: string;
  }>;
}

const DEFAULT_RELEASES: ReadonlyArray<string> = ['premiere', '2pg'];
const USAGE = 'usage: stccg coverage [release…] [--all] [--json]';

/**
 * The coverage of one release's cards.
 */
export const setCoverage = (release: string, cards: ReadonlyArray<Blueprint>): SetCoverage => {
  const byType: Record<string, { total: number; implemented: number }> = {};
  const missing: SetCoverage['missing'][number][] = [];
  for (const card of cards) {
    const status = textStatus(card);
    const counts = byType[card.type] ?? { total: 0, implemented: 0 };
    byType[card.type] = counts;
    counts.total++;
    if (status.implemented) counts.implemented++;
    else missing.push({ id: card.id, title: card.title, type: card.type, reason: status.reason });
  }
  return { release, total: cards.length, implemented: cards.length - missing.length, byType, missing };
};

const formatSet = (set: SetCoverage): ReadonlyArray<string> => [
  `${set.release}: ${set.implemented}/${set.total} cards' game text implemented`,
  ...Object.entries(set.byType)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([type, c]) => `  ${type.padEnd(14)} ${String(c.implemented).padStart(4)}/${c.total}`),
  ...(set.missing.length === 0 ? [] : ['  not implemented:']),
  ...set.missing.map((m) => `    ${m.type.padEnd(12)} ${m.title} (${m.id}): ${m.reason}`),
];

/** Runs `stccg coverage …`; returns the exit code (1 for an unknown release or option). */
export const runCoverageCommand = (args: ReadonlyArray<string>, out: Output): number => {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(args, [], ['all', 'json']);
  } catch (error) {
    out.stderr(`stccg coverage: ${(error as Error).message}; ${USAGE}`);
    return 1;
  }
  const all = loadCardDatabase().all;
  const releases = [...new Set(all.map((b) => b.release))];
  const unknown = options.positional.find((r) => !releases.includes(r));
  if (unknown !== undefined) {
    out.stderr(`stccg coverage: no release "${unknown}" in the card database; ${USAGE}`);
    return 1;
  }
  const chosen =
    options.flags.all === true
      ? releases
      : options.positional.length > 0
        ? options.positional
        : DEFAULT_RELEASES;
  const sets = chosen.map((release) =>
    setCoverage(
      release,
      all.filter((b) => b.release === release),
    ),
  );
  if (options.flags.json === true) out.stdout(JSON.stringify(sets, null, 2));
  else
    for (const line of sets.flatMap((set, i) => [...(i === 0 ? [] : ['']), ...formatSet(set)]))
      out.stdout(line);
  return 0;
};
