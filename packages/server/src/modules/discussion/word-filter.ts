// The sensitive-word filter of community texts (site.md §6 "Badges SPA (root), ADM (admin); their
// content is rendered unfiltered, others filtered"): what a user writes in a discussion (title,
// description, content), a comment or a reply has each listed word masked with `*` when it is
// saved (created or edited), on the server; texts written by the super admin or an admin are kept
// as written. The one rule is `filterUserText`; the discussion and comment services call it.
//
// The list: `<DATA_DIR>/sensitive-words.txt`, one word or phrase a line, `#` starts a comment line;
// read again when the file changes (no restart); no file = nothing filtered. The reference ships no
// list and says nothing of where it lives, so the operator provides it (README, packages/server/README.md);
// in scaled mode every server process needs the same file.
//
// Matching sees through the usual disguises, on the text and on the list alike: letter case,
// full-width and other compatibility forms (NFKD: `ＢＡＤ`, `ｂａｄ`, ligatures), accents and other
// combining marks, and invisible characters between letters (zero-width space/joiners, soft hyphen,
// BOM, variation selectors). A match masks every visible character it spans, and drops the
// invisible ones and combining marks inside it. Not covered: look-alike letters of other scripts, spaced-out letters.
import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Role, type Actor } from '@judge/shared';

export const WORD_LIST_FILE = 'sensitive-words.txt';
const MASK = '*';

/** Format characters (zero-width space, joiners, soft hyphen, BOM, bidi controls…) and other fillers. */
const INVISIBLE = /^[\p{Cf}\u034F\u115F\u1160\u3164\uFE00-\uFE0F\uFFA0]$/u;
const MARK = /\p{M}/gu;

/** How one character is compared: '' for invisible ones, else its folded form (may be several chars). */
function foldChar(ch: string): string {
  if (INVISIBLE.test(ch)) return '';
  return ch.normalize('NFKD').replace(MARK, '').toLowerCase();
}

export const foldText = (s: string) => [...s].map(foldChar).join('');

/** Masks every listed word in `text` (words already folded, non-empty). */
export function maskWords(text: string, words: readonly string[]): string {
  if (!words.length || !text) return text;
  const chars = [...text];
  let folded = '';
  /** origin[k]: the index in `chars` of the character that produced folded[k]. */
  const origin: number[] = [];
  chars.forEach((ch, i) => {
    const f = foldChar(ch);
    folded += f;
    for (let k = 0; k < f.length; k++) origin.push(i);
  });
  const masked = new Uint8Array(chars.length);
  let any = false;
  for (const w of words) {
    for (let at = folded.indexOf(w); at >= 0; at = folded.indexOf(w, at + 1)) {
      for (let i = origin[at]; i <= origin[at + w.length - 1]; i++) masked[i] = 1;
      any = true;
    }
  }
  if (!any) return text;
  // Inside a match, what folds to nothing (invisible characters, combining marks) goes.
  return chars.map((ch, i) => (masked[i] ? (foldChar(ch) ? MASK : '') : ch)).join('');
}

/** Parses the list file's text: one entry a line, `#` comments, blank lines skipped, folded. */
export function parseWordList(text: string): string[] {
  const words = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    const f = foldText(t);
    if (f) words.add(f);
  }
  // Longer first: a phrase is masked whole even when a shorter entry is inside it.
  return [...words].sort((a, b) => b.length - a.length);
}

/** Texts of these roles are kept as written (the SPA / ADM badges). */
export const unfilteredAuthor = (actor: Pick<Actor, 'role'>) =>
  actor.role === Role.ROOT || actor.role === Role.ADMIN;

/** The list of one data directory, read again when the file's modification time or size changes. */
export function wordFilter(dataDir: string) {
  const file = path.join(dataDir, WORD_LIST_FILE);
  let stamp = '';
  let words: string[] = [];
  function current(): string[] {
    let next = 'none';
    try {
      const st = statSync(file);
      next = `${st.mtimeMs}|${st.size}`;
    } catch {
      /* no file: nothing filtered */
    }
    if (next !== stamp) {
      stamp = next;
      words = next === 'none' ? [] : parseWordList(readFileSync(file, 'utf8'));
    }
    return words;
  }
  return {
    /** The one rule: a root's or admin's text as written, anyone else's with the listed words masked. */
    filterUserText<T extends string | null | undefined>(actor: Pick<Actor, 'role'>, text: T): T {
      if (text == null || unfilteredAuthor(actor)) return text;
      return maskWords(text, current()) as T;
    },
  };
}

export type WordFilter = ReturnType<typeof wordFilter>;
