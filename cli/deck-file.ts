// Reading a deck list file for the command line: its text, or the one line that says why it cannot be read.
import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/Either';

/** The file's text, or the one line that says why it cannot be read as a deck list. */
export const readDeckFile = (path: string): E.Either<string, string> => {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return E.left(`${path}: no such file`);
    if (code === 'EISDIR') return E.left(`${path}: is a directory, not a deck list`);
    if (code === 'EACCES') return E.left(`${path}: permission denied`);
    return E.left(`${path}: cannot read (${code ?? (error as Error).message})`);
  }
  if (bytes.includes(0)) return E.left(`${path}: is a binary file, not a deck list (it contains NUL bytes)`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return E.left(`${path}: is not UTF-8 text, so it cannot be a deck list`);
  }
  const hasContent = text.split(/\r\n|\r|\n/).some((l) => !/^\s*(#.*|\/\/.*)?$/.test(l));
  return hasContent
    ? E.right(text)
    : E.left(`${path}: is empty; a deck list needs Missions, Seed deck and Draw deck`);
};
