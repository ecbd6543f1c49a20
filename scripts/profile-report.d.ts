// The types of ./profile-report.js (a CommonJS script that `npm run profile` runs without a build).

/** A V8 CPU profile (`node --cpu-prof`), the parts the report reads. */
export interface CpuProfile {
  readonly nodes: ReadonlyArray<{
    readonly id: number;
    readonly callFrame: {
      readonly functionName: string;
      readonly url: string;
      readonly lineNumber: number;
      readonly columnNumber: number;
    };
    readonly children?: ReadonlyArray<number>;
  }>;
  readonly samples: ReadonlyArray<number>;
  readonly timeDeltas: ReadonlyArray<number>;
}

/** The tables of a profile of `bundle` (a file name) with its source map, as lines of text. */
export declare const profileReport: (
  profile: CpuProfile,
  sourceMapPayload: unknown,
  options?: { readonly bundle?: string; readonly top?: number; readonly under?: ReadonlyArray<string> },
) => ReadonlyArray<string>;
