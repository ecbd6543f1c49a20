// The tables `npm run profile` prints from a V8 CPU profile (`node --cpu-prof`), each frame named by the TypeScript
// function it was bundled from (the bundle's source map): the self time of each source file and of each function,
// the inclusive time of each function (counted once per sample however deep it recurses), and, for the functions
// whose name matches `under`, where their time goes (their callees, inclusive). Percentages are of the profile's
// whole time, idle included, so that two profiles of the same games compare.
const { SourceMap } = require('node:module');

/**
 * `{ name, file }` of a profile node's frame: its source function when the frame is the bundle's (its URL ends with
 * `bundle`) and the map knows it, else V8's own name.
 */
const namerOf = (sourceMapPayload, bundle) => {
  const map = sourceMapPayload === undefined ? undefined : new SourceMap(sourceMapPayload);
  const names = new Map();
  return (frame) => {
    const key = `${frame.functionName}@${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    let named = names.get(key);
    if (named === undefined) {
      const ours = map !== undefined && frame.lineNumber >= 0 && frame.url.endsWith(bundle);
      const entry = ours ? map.findEntry(frame.lineNumber, frame.columnNumber) : undefined;
      const file =
        entry?.originalSource === undefined
          ? frame.url.replace(/^.*\//, '') || '(native)'
          : entry.originalSource
              .replace(/^.*?(node_modules\/(?:@[^/]+\/)?[^/]+)\/.*$/, '$1')
              .replace(/^(\.\.\/)+/, '');
      const line = entry?.originalSource === undefined ? frame.lineNumber + 1 : entry.originalLine + 1;
      named = { name: `${frame.functionName || '(anonymous)'} ${file}:${line}`, file };
      names.set(key, named);
    }
    return named;
  };
};

/** The tables of a profile of `bundle` (a file name) with its source map, as lines of text. */
const profileReport = (profile, sourceMapPayload, { bundle = '', top = 30, under = [] } = {}) => {
  const nameOf = namerOf(sourceMapPayload, bundle);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfOf = new Map();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const time = profile.timeDeltas[index] ?? 0;
    selfOf.set(id, (selfOf.get(id) ?? 0) + time);
    total += time;
  });
  const add = (table, key, time) => table.set(key, (table.get(key) ?? 0) + time);
  const [selfByFile, selfByFunction, inclusive] = [new Map(), new Map(), new Map()];
  const callees = under.map(() => new Map());
  for (const [id, time] of selfOf) {
    const stack = [];
    for (let at = id; at !== undefined; at = parentOf.get(at)) stack.push(nameOf(byId.get(at).callFrame));
    add(selfByFile, stack[0].file, time);
    add(selfByFunction, stack[0].name, time);
    for (const name of new Set(stack.map((frame) => frame.name))) add(inclusive, name, time);
    under.forEach((pattern, which) => {
      const at = stack.findIndex((frame) => frame.name.includes(pattern));
      if (at >= 0) add(callees[which], at === 0 ? '(self)' : stack[at - 1].name, time);
    });
  }
  const percent = (time) => `${((100 * time) / (total || 1)).toFixed(1).padStart(5)}%`;
  const table = (title, rows) => [
    `${title}:`,
    ...[...rows]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, time]) => `${percent(time)}  ${key}`),
  ];
  return [
    `profile: ${(total / 1000).toFixed(0)} ms sampled`,
    ...table('self time by source file', selfByFile),
    ...table('self time by function', selfByFunction),
    ...table('inclusive time by function', inclusive),
    ...under.flatMap((pattern, which) =>
      table(`under "${pattern}" (its callees, inclusive)`, callees[which]),
    ),
  ];
};

module.exports = { profileReport };
