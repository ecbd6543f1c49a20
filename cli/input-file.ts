// Reading a file the user names: its UTF-8 text, or the one line that says why it cannot be read. A file larger
// than the command's cap is refused from its size, before it is read into memory.
import { readFileSync, statSync } from 'node:fs';
import * as E from 'fp-ts/Either';

/** What a command reads: a name for messages ("a deck list") and the largest size it accepts, in bytes. */
export interface InputKind {
  readonly name: string;
  readonly maxBytes: number;
}

const megabytes = (bytes: number): string => `${Math.round((bytes / 2 ** 20) * 10) / 10} MB`;

const failure = (path: string, error: unknown): string => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return `${path}: no such file`;
  if (code === 'EACCES') return `${path}: permission denied`;
  return `${path}: cannot read (${code ?? (error as Error).message})`;
};

/** The file's text, or why it cannot be `kind`: missing, a directory, too large, binary, or not UTF-8. */
export const readInputFile =
  (kind: InputKind) =>
  (path: string): E.Either<string, string> => {
    let bytes: Buffer;
    try {
      const stats = statSync(path);
      if (stats.isDirectory()) return E.left(`${path}: is a directory, not ${kind.name}`);
      if (stats.size > kind.maxBytes)
        return E.left(
          `${path}: is ${megabytes(stats.size)}, larger than ${kind.name} may be (${megabytes(kind.maxBytes)})`,
        );
      bytes = readFileSync(path);
    } catch (error) {
      return E.left(failure(path, error));
    }
    if (bytes.length > kind.maxBytes) return E.left(`${path}: is larger than ${kind.name} may be`);
    if (bytes.includes(0))
      return E.left(`${path}: is a binary file, not ${kind.name} (it contains NUL bytes)`);
    try {
      return E.right(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return E.left(`${path}: is not UTF-8 text, so it cannot be ${kind.name}`);
    }
  };
