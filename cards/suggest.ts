// "Did you mean": titles close to a mistyped one (case-insensitive edit distance, then substring matches).

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** Levenshtein edit distance between two strings, giving up (returning `limit + 1`) once over `limit`. */
export const editDistance = (a: string, b: string, limit: number): number => {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
};

/** Up to `max` titles near `query`: same letters ignoring case first, then by edit distance, then containing it. */
export const suggestTitles = (
  titles: ReadonlyArray<string>,
  query: string,
  max = 5,
): ReadonlyArray<string> => {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const limit = Math.max(2, Math.floor(q.length / 4));
  const scored: { title: string; score: number }[] = [];
  for (const title of titles) {
    const t = title.toLowerCase();
    const distance = editDistance(q, t, limit);
    if (distance <= limit) scored.push({ title, score: distance });
    else if (q.length >= 3 && t.includes(q)) scored.push({ title, score: limit + 1 + t.length - q.length });
  }
  scored.sort((a, b) => a.score - b.score || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
  return scored.slice(0, max).map((s) => s.title);
};
