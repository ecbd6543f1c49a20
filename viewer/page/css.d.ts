// esbuild bundles the page's stylesheet beside its script (scripts/build.js).
declare module '*.css';
