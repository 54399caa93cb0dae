import type { Bilingual } from './i18n-text.js';

/** Seven difficulty levels, 0–6 (DESIGN.md decision: the spec wins over HOJ's three). */
export interface DifficultyInfo {
  value: number;
  label: Bilingual;
  color: string;
}

export const DIFFICULTIES: readonly DifficultyInfo[] = [
  { value: 0, label: { 'zh-CN': '入门', 'en-US': 'Beginner' }, color: '#FE4C61' },
  { value: 1, label: { 'zh-CN': '普及−', 'en-US': 'Basic−' }, color: '#F39C11' },
  { value: 2, label: { 'zh-CN': '普及/提高−', 'en-US': 'Basic / Advanced−' }, color: '#FFC116' },
  { value: 3, label: { 'zh-CN': '普及+/提高', 'en-US': 'Basic+ / Advanced' }, color: '#52C41A' },
  { value: 4, label: { 'zh-CN': '提高+/省选−', 'en-US': 'Advanced+ / Provincial−' }, color: '#3498DB' },
  { value: 5, label: { 'zh-CN': '省选/NOI−', 'en-US': 'Provincial / NOI−' }, color: '#9D3DCF' },
  { value: 6, label: { 'zh-CN': 'NOI/NOI+/CTSC', 'en-US': 'NOI / NOI+ / CTSC' }, color: '#0E1D69' },
];
export const MIN_DIFFICULTY = 0;
export const MAX_DIFFICULTY = 6;
/** Colour for an unknown level (HOJ: orange, name `unknown [n]`). */
export const UNKNOWN_DIFFICULTY_COLOR = 'rgb(255,153,0)';

export const difficultyInfo = (value: number): DifficultyInfo | undefined => DIFFICULTIES[value];

/**
 * OI rank score of a submission: round(0.1 × score + 2 × difficulty × score / total), so a full score
 * gives round(0.1 × total + 2 × difficulty). One formula for the judge and for manual judging (HOJ used a
 * different one for manual judging, a bug its reference marks). `total` defaults to `score` (full marks).
 */
export function oiRankScore(score: number, difficulty: number, total: number = score): number {
  if (total <= 0) return 0;
  return Math.round(0.1 * score + (2 * difficulty * score) / total);
}
