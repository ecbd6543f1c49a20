// jest-light-runner imports the test files with Node's own loaders: tsx (esbuild, the project's one transpiler)
// teaches both, `require` and `import`, to load TypeScript, in each worker thread before its first test file.
import { register as registerRequire } from 'tsx/cjs/api';
import { register as registerImport } from 'tsx/esm/api';

registerRequire();
registerImport();
