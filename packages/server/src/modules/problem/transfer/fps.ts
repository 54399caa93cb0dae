// FreeProblemSet XML import (hoj-behaviour §10). XML is parsed without any DTD: the DOCTYPE line real
// exporters write (`<!DOCTYPE fps PUBLIC "…" "http://…">`) is dropped unread, never fetched; an
// internal subset or any ENTITY declaration is refused before parsing. A zip of FPS files imports too.
import fs from 'node:fs/promises';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Actor } from '@judge/shared';
import { badRequest } from '../../../lib/errors.js';
import { sniffImage } from '../../user/avatar.js';
import { storeMdFile } from '../../upload/store.js';
import type { StoredFile } from '../testdata/upload.js';
import { readZipEntries } from '../testdata/zip.js';
import {
  FPS_MAX_BYTES,
  FPS_MAX_ITEMS,
  FPS_MAX_IMAGES,
  examplesOf,
  importedReport,
  isTestlibChecker,
  languageIds,
  uploadedCases,
  wrapExitCodeChecker,
  refusedReport,
  saveImported,
  type ImportDeps,
  type ImportReport,
} from './common.js';

export { FPS_MAX_BYTES, FPS_MAX_ITEMS, type ImportDeps } from './common.js';

// ---------------------------------------------------------------- FPS

/** Text of an FPS element: string, number, or `{#text, @_attr}`. */
const xText = (v: unknown): string => {
  if (v == null) return '';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'object' && '#text' in (v as object)) return xText((v as Record<string, unknown>)['#text']);
  return '';
};
const xAttr = (v: unknown, name: string): string =>
  v && typeof v === 'object' ? String((v as Record<string, unknown>)[`@_${name}`] ?? '') : '';
const list = (v: unknown): unknown[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

/** `<time_limit unit="s|ms">`: seconds when no unit (the FPS default); rounded to whole ms. */
export function fpsTimeMs(v: unknown): number {
  const n = Number(xText(v).trim());
  const unit = xAttr(v, 'unit').toLowerCase() || 's';
  return Math.round(unit === 'ms' ? n : n * 1000);
}
/** `<memory_limit unit="mb|kb">`: MB when no unit. */
export function fpsMemoryMb(v: unknown): number {
  const n = Number(xText(v).trim());
  const unit = xAttr(v, 'unit').toLowerCase() || 'mb';
  return unit === 'kb' ? Math.max(1, Math.round(n / 1024)) : unit === 'gb' ? Math.round(n * 1024) : Math.round(n);
}

const QUOTED = `(?:"[^"]*"|'[^']*')`;
/** A DOCTYPE that only names the root and, at most, an external DTD: no internal subset (`[…]`). */
const PLAIN_DOCTYPE = new RegExp(`^<!DOCTYPE\\s+[A-Za-z_][\\w.:-]*(?:\\s+(?:PUBLIC\\s+${QUOTED}\\s+${QUOTED}|PUBLIC\\s+${QUOTED}|SYSTEM\\s+${QUOTED}))?\\s*>`, 'i');

/**
 * The XML with its DOCTYPE line blanked out. Only the prolog (before the first element) can hold a
 * DOCTYPE; one that declares anything (an internal subset) is refused, as is any ENTITY declaration
 * anywhere. What an external DTD points to is never read: the parser runs without it.
 */
export function stripPlainDoctype(xml: string, refusal = 'Fps_Doctype_Refused'): string {
  if (/<!ENTITY/i.test(xml)) throw badRequest(refusal);
  const rootAt = xml.search(/<(?![?!])/);
  const prolog = rootAt < 0 ? xml : xml.slice(0, rootAt);
  const at = prolog.search(/<!DOCTYPE/i);
  if (at < 0) return xml;
  const m = PLAIN_DOCTYPE.exec(xml.slice(at));
  if (!m || /<!DOCTYPE/i.test(prolog.slice(at + m[0].length))) throw badRequest(refusal);
  return xml.slice(0, at) + ' '.repeat(m[0].length) + xml.slice(at + m[0].length);
}

/** Parses FPS XML with no DTD: a plain DOCTYPE is dropped, subsets and entities refused, bad XML too. */
export function parseFps(raw: string): Record<string, unknown>[] {
  const xml = stripPlainDoctype(raw.replace(/^\uFEFF/, ''));
  if (XMLValidator.validate(xml) !== true) throw badRequest('Fps_Xml_Invalid');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => ['item', 'sample_input', 'sample_output', 'test_input', 'test_output', 'img', 'spj', 'solution', 'template', 'prepend', 'append'].includes(name),
  });
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch {
    throw badRequest('Fps_Xml_Invalid');
  }
  const fps = doc.fps as Record<string, unknown> | undefined;
  if (!fps || typeof fps !== 'object') throw badRequest('Fps_No_Item');
  const items = list(fps.item).filter((x): x is Record<string, unknown> => !!x && typeof x === 'object');
  if (items.length === 0) throw badRequest('Fps_No_Item');
  if (items.length > FPS_MAX_ITEMS) throw badRequest('Fps_Too_Many_Items', { max: FPS_MAX_ITEMS });
  return items;
}

/** HUSTOJ's mark of a statement written in Markdown: `<span class='md'>` (or a div) around it. */
const MD_WRAPPER = /<(span|div)\s+class\s*=\s*(["'])md\2\s*>/i;

/**
 * HUSTOJ keeps a Markdown statement as HTML with the text inside `<span class='md'>…</span>` (its
 * pages run that element's text through marked). Statements here are Markdown already, so the
 * wrapper goes and its text stays, set apart by blank lines: left in place, the opening tag made the
 * lines up to the first blank one an HTML block, shown as raw text (`### Title`).
 */
export function unwrapHustojMarkdown(html: string, outside: (html: string) => string = (h) => h): string {
  let rest = html;
  let out = '';
  for (let m = MD_WRAPPER.exec(rest); m; m = MD_WRAPPER.exec(rest)) {
    const start = m.index + m[0].length;
    const tags = new RegExp(`<(/?)${m[1]}\\b[^>]*>`, 'gi');
    tags.lastIndex = start;
    let [end, after, depth] = [rest.length, rest.length, 1];
    for (let t = tags.exec(rest); t; t = tags.exec(rest)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        [end, after] = [t.index, t.index + t[0].length];
        break;
      }
    }
    out += `${outside(rest.slice(0, m.index))}\n\n${rest.slice(start, end).trim()}\n\n`;
    rest = rest.slice(after);
  }
  return out ? (out + outside(rest)).trim() : outside(html);
}

/**
 * FPS statements are HTML, shown here through the Markdown renderer, where a blank line ends an HTML
 * block and a tab- or 4-space-indented line after it starts a code block: the table of
 * fps-zhblue-SQL.xml's "Insert" showed as its markup. Outside `<pre>` blank lines mean nothing in
 * HTML, so they go, and so does the blank space before the first line (in text with no tag at all
 * they stay).
 */
export function dropHtmlBlankLines(html: string): string {
  if (!/<[a-z][^>]*>/i.test(html)) return html;
  return html
    .split(/(<pre\b[\s\S]*?<\/pre>)/i)
    .map((part, k) => (k % 2 ? part : part.replace(/\n[ \t]*(?=\n)/g, '')))
    .join('')
    .trimStart();
}

/** An FPS statement field as stored here: HUSTOJ's Markdown unwrapped, the HTML around it without blank lines. */
const fpsStatement = (text: string) => unwrapHustojMarkdown(text, dropHtmlBlankLines);

/** HUSTOJ's language names (as FPS writes them) → this site's, for the code templates. */
const FPS_LANGUAGES: Record<string, string> = {
  C: 'C',
  'C++': 'C++',
  Clang: 'C',
  'Clang++': 'C++',
  Pascal: 'Pascal',
  Java: 'Java',
  Ruby: 'Ruby',
  Python: 'Python3',
  PHP: 'PHP',
  'C#': 'C#',
  JavaScript: 'JavaScript Node',
  Go: 'Golang',
};

/**
 * An item's `<template language>` (starter code) and `<prepend>`/`<append>` (code HUSTOJ puts around
 * a submission before compiling) as code templates of the site's languages, in that order as one
 * text (as the QDUOJ import does: this judge wraps no code), one per language (Clang after C gives
 * way). `dropped`: languages the site lacks; `wrapped`: languages that had prepend/append code.
 */
function fpsTemplates(item: Record<string, unknown>, byName: Map<string, number>) {
  const parts = new Map<string, { prepend: string; template: string; append: string }>();
  for (const kind of ['prepend', 'template', 'append'] as const)
    for (const el of list(item[kind])) {
      const language = xAttr(el, 'language').trim();
      const code = xText(el);
      if (!language || !code.trim()) continue;
      const got = parts.get(language) ?? { prepend: '', template: '', append: '' };
      got[kind] = code;
      parts.set(language, got);
    }
  const templates: { lid: number; code: string; status: boolean }[] = [];
  const [dropped, wrapped] = [[] as string[], [] as string[]];
  for (const [language, p] of parts) {
    const lid = byName.get(FPS_LANGUAGES[language] ?? '');
    if (lid === undefined) {
      dropped.push(language);
      continue;
    }
    if (templates.some((t) => t.lid === lid)) continue;
    if (p.prepend.trim() || p.append.trim()) wrapped.push(language);
    templates.push({ lid, code: [p.prepend, p.template, p.append].filter((c) => c.trim()).join('\n'), status: true });
  }
  return { templates, dropped, wrapped };
}

/** C / C++ checkers become special judges; FPS `spj` without a language is taken as C++ (HUSTOJ). */
const fpsSpjLanguage = (spj: unknown): string | null => {
  const lang = xAttr(spj, 'language').trim().toLowerCase();
  if (!lang || lang === 'c++' || lang === 'cpp' || lang === 'g++') return 'C++';
  if (lang === 'c' || lang === 'gcc') return 'C';
  return null;
};

/** Image files a zip may carry beside its XML, matched to `<img><src>` by file name. */
const IMAGE_FILE = /\.(png|jpe?g|gif|bmp|webp|svg)$/i;
const isZip = (head: Buffer) => head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;

interface FpsSource {
  /** Label of the file in the report (`''` for a lone XML upload). */
  name: string;
  xml: string;
}

/** The FPS documents of an upload: the XML file itself, or every `.xml` of a zip (with its images). */
async function fpsSources(filePath: string, size: number): Promise<{ sources: FpsSource[]; images: Map<string, Buffer> }> {
  const handle = await fs.open(filePath, 'r');
  const head = Buffer.alloc(4);
  try {
    await handle.read(head, 0, 4, 0);
  } finally {
    await handle.close();
  }
  if (!isZip(head)) {
    if (size > FPS_MAX_BYTES) throw badRequest('Fps_Too_Large', { max: FPS_MAX_BYTES / 1048576 });
    return { sources: [{ name: '', xml: await fs.readFile(filePath, 'utf8') }], images: new Map() };
  }
  // The hardened reader refuses zip-slip, links and bombs before anything is inflated.
  const files = await readZipEntries(filePath, size, (n) => /\.xml$/i.test(n) || IMAGE_FILE.test(n));
  const sources: FpsSource[] = [];
  const images = new Map<string, Buffer>();
  for (const [name, data] of [...files.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (/\.xml$/i.test(name)) {
      if (data.length > FPS_MAX_BYTES) throw badRequest('Fps_Too_Large', { max: FPS_MAX_BYTES / 1048576 });
      sources.push({ name, xml: data.toString('utf8') });
    } else images.set(path.posix.basename(name).toLowerCase(), data);
  }
  if (sources.length === 0) throw badRequest('Fps_No_Item');
  return { sources, images };
}

/**
 * Imports a FreeProblemSet XML file, or a zip of them (with image files beside): each `<item>`
 * becomes a problem (display id `FPS-<stamp>-<n>`: FPS items carry no id) with title, limits (unit
 * s/ms, mb/kb), statement, samples, test data (the samples when there is none), hint, source, a C/C++
 * `spj` as special judge, and `<img>` images (embedded base64, or a file of the zip with that name)
 * stored as editor uploads with their `src` rewritten, and code templates (`template`, `prepend`,
 * `append`) of the site's languages. Solutions are ignored. In a zip, a file that
 * cannot be read is reported and the others still import.
 */
export async function importFpsProblems(deps: ImportDeps, actor: Actor, filePath: string, size: number): Promise<ImportReport[]> {
  const { sources, images } = await fpsSources(filePath, size);
  const byName = await languageIds(deps.database);
  const stamp = Math.floor(Date.now() / 1000).toString(36).toUpperCase();
  const reports: ImportReport[] = [];
  let n = 0;
  for (const source of sources) {
    let items: Record<string, unknown>[];
    try {
      items = parseFps(source.xml);
    } catch (e) {
      // A lone XML file that cannot be read refuses the upload (as before); in a zip it is one report.
      if (!source.name) throw e;
      reports.push(refusedReport(deps, source.name, null, e));
      continue;
    }
    for (const [i, item] of items.entries()) {
      const file = source.name ? `${source.name} item ${i + 1}` : `item ${i + 1}`;
      n += 1;
      const problemId = `FPS-${stamp}-${n}`;
      try {
        const saved = await importFpsItem(deps, actor, item, problemId, images, byName);
        reports.push(importedReport(deps, file, problemId, saved.saved, saved.notes));
      } catch (e) {
        reports.push(refusedReport(deps, file, problemId, e));
      }
    }
  }
  return reports;
}

async function importFpsItem(
  deps: ImportDeps,
  actor: Actor,
  item: Record<string, unknown>,
  problemId: string,
  zipImages: Map<string, Buffer>,
  byName: Map<string, number>,
) {
  const notes: string[] = [];
  const title = xText(item.title).trim();
  const pairs = (a: unknown, b: unknown) => {
    const ins = list(a).map(xText);
    const outs = list(b).map(xText);
    return ins.map((input, k) => ({ input, output: outs[k] ?? '' }));
  };
  // HUSTOJ writes an empty sample pair for a problem without samples: no sample, not a blank one
  const samples = pairs(item.sample_input, item.sample_output).filter((c) => c.input.trim() || c.output.trim());
  let tests = pairs(item.test_input, item.test_output);
  // HUSTOJ pairs them the same way (an input without its output gets an empty answer), but a
  // package whose counts differ is usually broken: the report says so.
  const [ins, outs] = [list(item.test_input).length, list(item.test_output).length];
  if (ins !== outs) notes.push(deps.t('Import_Note_Fps_Test_Counts', { inputs: ins, outputs: outs }));
  if (tests.length === 0) {
    tests = samples;
    if (tests.length > 0) notes.push(deps.t('Import_Note_Fps_Samples_As_Tests'));
  }
  if (tests.length === 0) throw badRequest('Problem_Testcase_Required');
  const spjs = list(item.spj).filter((s) => xText(s).trim());
  let spjLanguage: string | null = null;
  if (spjs.length > 0) {
    spjLanguage = fpsSpjLanguage(spjs[0]);
    if (!spjLanguage) throw badRequest('Fps_Spj_Language_Unsupported', { language: xAttr(spjs[0], 'language') });
    notes.push(deps.t('Import_Note_Checker', { language: spjLanguage }));
  }
  const text: Record<'description' | 'input' | 'output' | 'hint', string> = {
    description: fpsStatement(xText(item.description)),
    input: fpsStatement(xText(item.input)),
    output: fpsStatement(xText(item.output)),
    hint: fpsStatement(xText(item.hint)),
  };
  const imgs = list(item.img);
  if (imgs.length > FPS_MAX_IMAGES) throw badRequest('Fps_Too_Many_Images', { max: FPS_MAX_IMAGES });
  for (const img of imgs) {
    const o = (img ?? {}) as Record<string, unknown>;
    const src = xText(o.src).trim();
    const b64 = xText(o.base64).replace(/\s+/g, '');
    const data = b64 ? Buffer.from(b64, 'base64') : zipImages.get(path.posix.basename(src).toLowerCase()) ?? Buffer.alloc(0);
    const kind = sniffImage(data);
    if (!src || !kind || !deps.dataDir) throw badRequest('Fps_Image_Invalid', { name: src || '?' });
    const saved = await storeMdFile(deps.database, deps.dataDir, 'md-img', actor.uid, null, `fps-image.${kind}`, data);
    for (const k of Object.keys(text) as (keyof typeof text)[]) text[k] = text[k].split(src).join(saved.link);
  }
  const templates = fpsTemplates(item, byName);
  if (templates.wrapped.length) notes.push(deps.t('Import_Note_Fps_Wrapped_Code', { names: templates.wrapped.join(', ') }));
  if (templates.dropped.length) notes.push(deps.t('Import_Note_Fps_Templates_Dropped', { names: templates.dropped.join(', ') }));
  const stored: Record<string, StoredFile> = {};
  for (const [k, c] of tests.entries()) {
    stored[`${k + 1}.in`] = await deps.blobs.put(Buffer.from(c.input, 'utf8'));
    stored[`${k + 1}.out`] = await deps.blobs.put(Buffer.from(c.output, 'utf8'));
  }
  const blankOr = (s: string) => (s.trim() ? s : deps.t('Hydro_See_Description'));
  const saved = await saveImported(deps, actor, {
    problem: {
      problemId,
      title,
      type: 0,
      judgeMode: spjLanguage ? 'spj' : 'default',
      judgeCaseMode: 'default',
      timeLimit: fpsTimeMs(item.time_limit ?? '1'),
      memoryLimit: fpsMemoryMb(item.memory_limit ?? '256'),
      stackLimit: 128,
      description: text.description,
      // FPS allows empty input/output sections (e.g. "print Hello"); the editor requires text.
      input: blankOr(text.input),
      output: blankOr(text.output),
      hint: text.hint || null,
      source: xText(item.source).trim() || null,
      examples: examplesOf(samples),
      difficulty: 0,
      auth: 1,
      // HUSTOJ calls a non-testlib spj as `spj <input> <answer> <user output>` and reads only its exit code
      spjCode: spjLanguage ? (isTestlibChecker(xText(spjs[0])) ? xText(spjs[0]) : wrapExitCodeChecker(xText(spjs[0]), 'HUSTOJ')) : null,
      spjLanguage,
    },
    samples: tests.map((_, k) => ({ input: `${k + 1}.in`, output: `${k + 1}.out`, score: 0 })),
    ...(await uploadedCases(deps, actor, stored, byName)),
    tags: [],
    codeTemplates: templates.templates,
  });
  notes.unshift(deps.t('Import_Note_Fps_Acm'));
  return { saved, notes };
}
