// Where a command writes: standard output and standard error, one line per call (tests pass their own).
export interface Output {
  readonly stdout: (line: string) => void;
  readonly stderr: (line: string) => void;
}
