/**
 * OI scores of N test cases: `total` divided evenly, the remainder spread one point each over the
 * last cases (groups-accounts-admin.md §4). Used by the zip upload and by the problem editor.
 */
export function splitScores(count: number, total = 100): number[] {
  if (count <= 0) return [];
  const base = Math.floor(total / count);
  const rest = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i >= count - rest ? 1 : 0));
}
