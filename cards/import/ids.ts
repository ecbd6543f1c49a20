// Blueprint ids: `<release>/<imagefile>`, made unique deterministically when two rows share one.
import type { Blueprint } from '../blueprint';
import type { BlueprintWithoutId } from './row-result';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** The id a row would get before collisions are resolved. */
export const baseId = (b: BlueprintWithoutId, imageFile: string): string =>
  `${b.release}/${imageFile.trim()}`;

const order = (a: BlueprintWithoutId, b: BlueprintWithoutId): number =>
  a.origin.localeCompare(b.origin) || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);

/**
 * Assigns ids; rows sharing `<release>/<imagefile>` are ordered by origin then title, the first keeps the
 * plain id and the others get `~2`, `~3`, … (independent of row order within the files).
 */
export const assignIds = (
  decoded: ReadonlyArray<{ readonly blueprint: BlueprintWithoutId; readonly imageFile: string }>,
): ReadonlyArray<Blueprint> => {
  const groups = new Map<string, BlueprintWithoutId[]>();
  for (const { blueprint, imageFile } of decoded) {
    const id = baseId(blueprint, imageFile);
    groups.set(id, [...(groups.get(id) ?? []), blueprint]);
  }
  const taken = new Set(groups.keys());
  const result: Blueprint[] = [];
  for (const [id, group] of groups) {
    [...group].sort(order).forEach((b, i) => {
      let unique = id;
      for (let n = i + 1; i > 0 && (unique === id || taken.has(unique)); n += 1) unique = `${id}~${n}`;
      taken.add(unique);
      result.push({ id: unique, ...b } as Blueprint);
    });
  }
  return result.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
};
