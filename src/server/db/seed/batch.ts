/**
 * Postgres allows 65,535 bind parameters per statement; rows x columns must stay below that.
 * Returns the concatenated results of every batch, in order.
 */
export async function inBatches<Row, Result>(
  rows: readonly Row[],
  size: number,
  insert: (batch: Row[]) => Promise<Result[]>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const part = await insert(rows.slice(start, start + size));
    for (const r of part) results.push(r);
  }
  return results;
}
