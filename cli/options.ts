// A small parser for `--name value` options and `--flag` switches; unknown options are refused by name.

export interface ParsedOptions {
  readonly values: Readonly<Record<string, string>>;
  readonly flags: Readonly<Record<string, boolean>>;
  readonly positional: ReadonlyArray<string>;
}

/** Splits `args` into `--name value` options, `--flag` switches and positional words. */
export const parseOptions = (
  args: ReadonlyArray<string>,
  valueNames: ReadonlyArray<string>,
  flagNames: ReadonlyArray<string>,
): ParsedOptions => {
  const values: Record<string, string> = {};
  const flags: Record<string, boolean> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const name = arg.slice(2);
    if (flagNames.includes(name)) flags[name] = true;
    else if (valueNames.includes(name)) {
      const value = args[i + 1];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      values[name] = value;
      i++;
    } else throw new Error(`unknown option --${name}`);
  }
  return { values, flags, positional };
};
