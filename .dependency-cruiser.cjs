// The shape of the import graph, checked in CI (`npm run check:imports`; ARCHITECTURE "Layout", issue #14):
// no cycle between folders, and no core rule importing a card declaration or a card interpreter. The violations the
// tree had when the check came in are listed in `.dependency-cruiser-known-violations.json` (a ratchet: a new one
// fails CI, and `npm run check:imports -- --update` rewrites the list once one is removed).
// The swc parser reads TypeScript without the TypeScript compiler's JavaScript API (TypeScript 7 has none).

// The layers of domain/, bottom first (domain/README.md): a folder imports only the folders of its layer and below.
const LAYERS = [
  ['core'],
  ['spaceline'],
  ['deck-building'],
  ['cards-in-play'],
  ['time-travel', 'sites'],
  ['special-rules'],
  ['seed-phases'],
  ['capture'],
  ['orders'],
  ['mission-attempt'],
  ['infiltration'],
  ['tribbles'],
  ['card-play'],
  ['responses'],
  ['downloads'],
  ['battle-rules'],
  ['turn'],
  ['dilemma-effects', 'card-effects'],
  ['view', 'game'],
];
// Every folder of domain/, each checked against its layer; a folder in no layer fails the check (`layer-unplaced`).
const FOLDERS = LAYERS.flat();
const layerRules = FOLDERS.map((folder) => {
  const below = LAYERS.slice(0, LAYERS.findIndex((layer) => layer.includes(folder)) + 1).flat();
  return {
    name: `layer-${folder}`,
    comment: `domain/${folder} imports no chapter above it (domain/README.md): only ${below.join(', ')}.`,
    severity: 'error',
    from: { path: `^domain/${folder}/` },
    to: { path: '^domain/', pathNot: `^domain/(${below.join('|')})/` },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'layer-unplaced',
      comment: `Every folder of domain/ has its layer (domain/README.md): ${FOLDERS.join(', ')}; place a new one in LAYERS.`,
      severity: 'error',
      from: { path: '^domain/', pathNot: `^domain/(${FOLDERS.join('|')})/` },
      to: {},
    },
    {
      name: 'layer-top',
      comment:
        'domain/view and domain/game are the top of domain/ (domain/README.md): no other folder of domain/ imports them.',
      severity: 'error',
      from: { path: '^domain/', pathNot: '^domain/(view|game)/' },
      to: { path: '^domain/(view|game)/' },
    },
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
