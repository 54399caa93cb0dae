// The site's calendar is China time (site.md §1): days of the home page's week statistics and of a
// user's heatmap begin at 00:00 UTC+8, whatever zone the server runs in.

const OFFSET_MS = 8 * 3600 * 1000;

/** YYYY-MM-DD of a moment in China time. */
export function chinaDay(d: Date): string {
  return new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment a China-time day (YYYY-MM-DD) begins. */
export function chinaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS);
}
