/** What a name sorts by: lower case, accents dropped ("Élan" sorts with "elan"). */
function sortKey(name: string): string {
  const lower = name.toLowerCase();
  // normalize() only where there is something to drop: plain ASCII names are most of them.
  return /[^ -~]/.test(lower) ? lower.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : lower;
}

/**
 * Alphabetical order for place names (markets, submarkets, neighbourhoods, states), in the levels
 * en-US collation uses: letters first (case and accents ignored), then accents (plain first), then
 * case (lower case first). Not `localeCompare`: its first call builds
 * ICU's collator, about 25 ms at Lighthouse's phone speed inside the search page's hydration. On
 * every seeded name it gives localeCompare's order (compareNames.test.ts).
 */
export function compareNames(a: string, b: string): number {
  const x = sortKey(a);
  const y = sortKey(b);
  if (x !== y) return x < y ? -1 : 1;
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a === b ? 0 : a < b ? 1 : -1;
}

/** Items by their `name`, alphabetically (compareNames), as a new array. */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareNames(a.name, b.name));
}
