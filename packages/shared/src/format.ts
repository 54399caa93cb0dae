/** Formatters shared by the server (mails, exports) and the web. Pure functions, no locale state. */
import type { Language } from './i18n-text.js';

/** Memory given in KB → "0 KB", else one decimal in the largest unit (KB/MB/GB/TB). */
export function formatMemoryKb(kb: number | null | undefined): string {
  if (kb == null || Number.isNaN(kb)) return '--';
  if (kb === 0) return '0 KB';
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = kb;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(1)} ${units[i]}`;
}

export const formatTimeMs = (ms: number | null | undefined): string => (ms == null ? '--' : `${ms}ms`);
export const formatCodeLength = (len: number | null | undefined): string => (len == null ? '--' : `${len}B`);

/** AC rate as a percentage with two decimals; 0 when there are no submissions. */
export function acRate(ac: number, total: number): string {
  if (!total) return '0.00%';
  return `${((ac / total) * 100).toFixed(2)}%`;
}

const DURATION_UNITS: Array<{ s: number; en: string; zh: string }> = [
  { s: 86_400, en: 'day', zh: '天' },
  { s: 3_600, en: 'hour', zh: '小时' },
  { s: 60, en: 'minute', zh: '分钟' },
  { s: 1, en: 'second', zh: '秒' },
];

/** Duration: the largest of day, hour, minute, second with value ≥ 1, one decimal ("2.5 hours", "2.5小时"). */
export function formatDuration(seconds: number, lang: Language): string {
  const unit = DURATION_UNITS.find((u) => seconds / u.s >= 1) ?? DURATION_UNITS[DURATION_UNITS.length - 1]!;
  const value = Math.round((seconds / unit.s) * 10) / 10;
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  if (lang === 'zh-CN') return `${shown}${unit.zh}`;
  return `${shown} ${unit.en}${value === 1 ? '' : 's'}`;
}

/** Contest countdown "HH:mm:ss" where hours may exceed 24. */
export function secondFormat(totalSeconds: number): string {
  const t = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const sec = t % 60;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(h)}:${p(m)}:${p(sec)}`;
}

/** Progress-bar colour by percentage (≤20 grey, ≤40 red, ≤60 orange, ≤80 blue, else green). */
export function progressColor(percent: number): string {
  if (percent <= 20) return '#909399';
  if (percent <= 40) return '#f56c6c';
  if (percent <= 60) return '#e6a23c';
  if (percent <= 80) return '#1989fa';
  return '#67c23a';
}

/** Whether a profile link may be shown as one: an absolute http(s) URL (no `javascript:`, `data:`…). */
export function isWebLink(v: string | null | undefined): v is string {
  if (!v) return false;
  try {
    const u = new URL(v.trim());
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}
