// `stccg coverage [release…] [--all] [--json]`: per set, how many cards' game text the engine implements, by card
// type, and the cards whose text is not implemented (with what is missing). Default sets: Premiere and the
// Introductory Two-Player Game; `--all` every release in the card database.
import type { Blueprint } from '../cards/blueprint';
import { loadCardDatabase } from '../cards/database';
import { textStatus } from '../domain/card-effects';
import { verbHistogram } from '../domain/card-effects/verb-histogram';
import { action, BadInput, type CliContext, exitCodes, type Subcommand } from './cli-context';

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

/** The closing line: how many of the chosen cards' game text is implemented, over every chosen set. */
export const describeTotal = (sets: ReadonlyArray<SetCoverage>): string => {
  const total = sets.reduce((sum, set) => sum + set.total, 0);
  const implemented = sets.reduce((sum, set) => sum + set.implemented, 0);
  const percent = total === 0 ? 0 : Math.round((implemented / total) * 1000) / 10;
  return `total: ${implemented}/${total} cards' game text implemented (${percent}%) in ${sets.length} sets`;
};

interface CoverageOptions {
  readonly all?: boolean;
  readonly json?: boolean;
  readonly verbs?: boolean;
}

/** `--verbs`: every verb of the effect language with the number of card texts using it, and the share used by 3+. */
const printVerbs = (json: boolean, context: CliContext): number => {
  const histogram = verbHistogram();
  if (json) context.out.stdout(JSON.stringify(histogram, null, 2));
  else {
    for (const use of histogram) context.out.stdout(`${String(use.texts).padStart(4)}  ${use.verb}`);
    const shared = histogram.filter((use) => use.texts >= 3).length;
    const percent = histogram.length === 0 ? 0 : Math.round((shared / histogram.length) * 100);
    context.out.stdout('');
    context.out.stdout(
      `verbs: ${histogram.length}, used by three or more card texts: ${shared} (${percent}%)`,
    );
  }
  return exitCodes.ok;
};

const run = (requested: ReadonlyArray<string>, options: CoverageOptions, context: CliContext): number => {
  if (options.verbs === true) return printVerbs(options.json === true, context);
  const all = loadCardDatabase().all;
  const releases = [...new Set(all.map((b) => b.release))];
  const unknown = requested.find((r) => !releases.includes(r));
  if (unknown !== undefined)
    throw new BadInput(`no release "${unknown}" in the card database (--all counts every release)`);
  const chosen = options.all === true ? releases : requested.length > 0 ? requested : DEFAULT_RELEASES;
  const sets = chosen.map((release) =>
    setCoverage(
      release,
      all.filter((b) => b.release === release),
    ),
  );
  const out = context.out;
  if (options.json === true) out.stdout(JSON.stringify(sets, null, 2));
  else {
    for (const line of sets.flatMap((set, i) => [...(i === 0 ? [] : ['']), ...formatSet(set)]))
      out.stdout(line);
    out.stdout('');
    out.stdout(describeTotal(sets));
  }
  return exitCodes.ok;
};

/** `stccg coverage [release…] [--all] [--json]`. */
export const coverageCommand: Subcommand = (program, context) => {
  program
    .command('coverage')
    .summary("which cards' game text is implemented")
    .description(
      "how many cards' game text is implemented, by set and card type, the cards that are not (with why), " +
        'and the total',
    )
    .argument('[release...]', 'releases to count (default: premiere 2pg)')
    .option('--all', 'count every release in the card database')
    .option('--json', 'print each set as a JSON record (no total line)')
    .option('--verbs', "the effect language's verbs, each with the number of card texts that use it")
    .action(
      action(context, 'coverage', (releases: string[], options: CoverageOptions) =>
        run(releases, options, context),
      ),
    );
};
