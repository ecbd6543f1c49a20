// The shape of the import graph, checked in CI (`npm run check:imports`; ARCHITECTURE "Layout", issue #14):
// no cycle between folders, and no core rule importing a card declaration or a card interpreter. The violations the
// tree had when the check came in are listed in `.dependency-cruiser-known-violations.json` (a ratchet: a new one
// fails CI, and `npm run check:imports:baseline` rewrites the list once one is removed).
// The swc parser reads TypeScript without the TypeScript compiler's JavaScript API (TypeScript 7 has none).

// The layers of domain/ that hold today, bottom first (domain/README.md gives the whole order): a folder imports only
// the layers below it. A layer joins the list once nothing in it imports a folder above it.
const LAYERS = ['core', 'spaceline', 'deck-building', 'cards-in-play'];
const layerRules = LAYERS.map((folder, index) => ({
  name: `layer-${folder}`,
  comment: `domain/${folder} imports no chapter above it (domain/README.md): only ${LAYERS.slice(0, index + 1).join(', ')}.`,
  severity: 'error',
  from: { path: `^domain/${folder}/` },
  to: { path: '^domain/', pathNot: `^domain/(${LAYERS.slice(0, index + 1).join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-cycle-between-folders',
      comment: 'Imports run one way between folders: chapter folders, the language, the card declarations.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-rules-import-no-card',
      comment:
        'A generic rule asks a query point or reacts to a game event; it never imports a card declaration or a card interpreter.',
      severity: 'error',
      from: { path: '^domain/', pathNot: '^domain/(card-effects|dilemma-effects|game)/' },
      to: { path: '^(cards/(effects|dilemmas|registry)/|domain/(card-effects|dilemma-effects)/)' },
    },
  ],
  options: {
    parser: 'swc',
    tsPreCompilationDeps: false,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|\\.test\\.ts$|test-support\\.ts$|\\.fixture\\.ts$' },
  },
};
