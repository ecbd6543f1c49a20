// `stccg cards show "<title>"` and `stccg cards search <text>` (`--json` prints the records).
import type { Blueprint } from '../cards/blueprint';
import { loadCardDatabase } from '../cards/database';
import { formatBlueprint, formatSummary } from '../cards/format';
import { action, BadInput, type Subcommand } from './cli-context';
import type { Output } from './output';

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
    throw new BadInput(
      `no card titled "${title}"${suggestions.length === 0 ? '' : `; did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?`}`,
    );
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
  if (matches.length === 0) throw new BadInput(`no card title or text contains "${text}"`);
  if (json) printJson(matches, out);
  else {
    for (const b of matches) out.stdout(formatSummary(b));
  }
  return 0;
};

const query = (words: ReadonlyArray<string>): string => {
  const text = words.join(' ').trim();
  if (text === '') throw new BadInput('the text to look for is empty');
  return text;
};

/** `stccg cards show "<title>" [--json]` and `stccg cards search <text> [--json]`. */
export const cardsCommand: Subcommand = (program, context) => {
  const cards = program.command('cards').description('look cards up in the card database');
  cards
    .command('show')
    .description('every printing of a title, readably (a title in another case is found too)')
    .argument('<title...>', 'the exact title, e.g. "Jean-Luc Picard"')
    .option('--json', 'print the printings as JSON records')
    .action(
      action(context, 'cards show', (words: string[], options: { json?: boolean }) =>
        show(query(words), options.json === true, context.out),
      ),
    );
  cards
    .command('search')
    .description('one line per card whose title or game text contains the text')
    .argument('<text...>', 'the text to look for')
    .option('--json', 'print the matching cards as JSON records')
    .action(
      action(context, 'cards search', (words: string[], options: { json?: boolean }) =>
        search(query(words), options.json === true, context.out),
      ),
    );
};
