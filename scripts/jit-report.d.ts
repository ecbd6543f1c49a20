// The types of ./jit-report.js (a CommonJS script that `npm run jit` runs after a build).

/** A function's figures: its TurboFan compilations, those right after its own code was deoptimized, ms, deopts. */
export interface FunctionFigures {
  compilations: number;
  afterDeopt: number;
  ms: number;
  deopts: number;
}

/** The figures of one run: compilations and recompilations, compile time, deoptimizations by site. */
export interface JitReport {
  readonly compilations: number;
  readonly compiledFunctions: number;
  readonly recompilations: number;
  readonly afterDeopt: number;
  readonly deopts: number;
  readonly compileMs: { readonly first: number; readonly again: number };
  readonly functions: ReadonlyMap<string, FunctionFigures>;
  readonly deoptSites: ReadonlyMap<string, number>;
}

/** The figures of a V8 log (`--log-code --log-deopt`) and a `--trace-opt` trace of the same run. */
export declare const jitReport: (
  logText: string,
  traceText: string,
  nameOf: (name: string, script: string, line: number, column: number) => string,
) => JitReport;

/** The report as lines: totals, then the `top` functions by compile time and the `top` deoptimization sites. */
export declare const reportLines: (report: JitReport, top: number) => ReadonlyArray<string>;
