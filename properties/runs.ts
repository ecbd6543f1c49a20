// How many runs a property makes: its default, or FC_NUM_RUNS (`npm run fuzz` raises it for long fuzzing).

/** `numRuns` for a property: `FC_NUM_RUNS` when set, else the default that keeps `npm test` fast. */
export const runs = (defaultRuns: number): number => {
  const fromEnv = Number(process.env.FC_NUM_RUNS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : defaultRuns;
};

/**
 * `numRuns` for a property whose runs are cheap (one input each): its default, or `FC_NUM_RUNS` times `perFuzzRun`
 * when that is set (`npm run fuzz`'s 1,000 give 100,000 inputs for 100).
 */
export const scaledRuns = (defaultRuns: number, perFuzzRun: number): number => {
  const fromEnv = Number(process.env.FC_NUM_RUNS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv * perFuzzRun : defaultRuns;
};
