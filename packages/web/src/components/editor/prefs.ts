// Editor preferences and per-problem drafts in localStorage (hoj-ui §1.7):
//   hojIndividualLanguageAndSetting = {language, theme, fontSize, tabSize}  (last-used defaults)
//   hojProblemCodeAndSetting_<cid|NoContest>_<problemId> = {code, language, theme, fontSize, tabSize}
import { EDITOR, type EditorTheme } from '@judge/shared';

export interface EditorPrefs {
  language: string | null;
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
}
export interface EditorDraft extends EditorPrefs {
  code: string;
}

export const PREFS_KEY = 'hojIndividualLanguageAndSetting';
export const draftKey = (problemId: string, cid?: number | string | null) =>
  `hojProblemCodeAndSetting_${cid ? cid : 'NoContest'}_${problemId}`;

export const DEFAULT_PREFS: EditorPrefs = {
  language: null,
  theme: EDITOR.defaultTheme,
  fontSize: EDITOR.defaultFontSize,
  tabSize: EDITOR.defaultTabSize,
};

function readJson(key: string): Record<string, unknown> | null {
  try {
    const raw = localStorage.getItem(key);
    const v: unknown = raw ? JSON.parse(raw) : null;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Keeps only values the editor offers; anything else falls back to the default. */
export function cleanPrefs(v: Record<string, unknown> | null): EditorPrefs {
  const theme = (EDITOR.themes as readonly string[]).includes(String(v?.theme))
    ? (v!.theme as EditorTheme)
    : DEFAULT_PREFS.theme;
  const fontSize = (EDITOR.fontSizes as readonly number[]).includes(Number(v?.fontSize))
    ? Number(v!.fontSize)
    : DEFAULT_PREFS.fontSize;
  const tabSize = (EDITOR.tabSizes as readonly number[]).includes(Number(v?.tabSize))
    ? Number(v!.tabSize)
    : DEFAULT_PREFS.tabSize;
  const language = typeof v?.language === 'string' && v.language ? v.language : null;
  return { language, theme, fontSize, tabSize };
}

export const loadPrefs = (): EditorPrefs => cleanPrefs(readJson(PREFS_KEY));

export function savePrefs(p: EditorPrefs) {
  localStorage.setItem(PREFS_KEY, JSON.stringify(cleanPrefs(p as unknown as Record<string, unknown>)));
}

/** The draft of one problem, or null when there is none. */
export function loadDraft(problemId: string, cid?: number | string | null): EditorDraft | null {
  const v = readJson(draftKey(problemId, cid));
  if (!v || typeof v.code !== 'string') return null;
  return { ...cleanPrefs(v), code: v.code };
}

export function saveDraft(problemId: string, d: EditorDraft, cid?: number | string | null) {
  localStorage.setItem(
    draftKey(problemId, cid),
    JSON.stringify({ ...cleanPrefs(d as unknown as Record<string, unknown>), code: d.code }),
  );
  savePrefs(d);
}

/**
 * Where the editor starts on a problem: its draft; else the last-used settings, with the last
 * language when the problem offers it (otherwise its first language) and that language's template.
 */
export function initialEditorState(
  problemId: string,
  languages: string[],
  templateOf: (language: string) => string,
  cid?: number | string | null,
): EditorDraft {
  const draft = loadDraft(problemId, cid);
  if (draft && draft.language && languages.includes(draft.language)) return draft;
  const prefs = loadPrefs();
  const language =
    prefs.language && languages.includes(prefs.language) ? prefs.language : (languages[0] ?? null);
  return { ...prefs, language, code: language ? templateOf(language) : '' };
}
