// The problem page's split (statement | editor): the statement's share of the width, remembered
// per browser, kept within bounds so neither pane can be dragged away.
export const SPLIT_KEY = 'problemSplit';
export const SPLIT_DEFAULT = 50;
export const SPLIT_MIN = 25;
export const SPLIT_MAX = 75;

export const clampSplit = (v: number) =>
  Number.isFinite(v) ? Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, Math.round(v * 10) / 10)) : SPLIT_DEFAULT;

export function loadSplit(): number {
  const raw = localStorage.getItem(SPLIT_KEY);
  return raw === null ? SPLIT_DEFAULT : clampSplit(Number(raw));
}

export function saveSplit(v: number) {
  localStorage.setItem(SPLIT_KEY, String(clampSplit(v)));
}
