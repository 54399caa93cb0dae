// FreeProblemSet XML import (hoj-behaviour §10). XML is parsed without any DTD: a DOCTYPE or ENTITY
// declaration is refused before parsing.
import fs from 'node:fs/promises';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Actor } from '@judge/shared';
import { badRequest } from '../../../lib/errors.js';
import { sniffImage } from '../../user/avatar.js';
import { storeMdFile } from '../../upload/store.js';
import { saveManifest, type StoredFile } from '../testdata/upload.js';
import type { ImportReport } from './hoj.js';

import { ImportDeps, FPS_MAX_BYTES, FPS_MAX_ITEMS, FPS_MAX_IMAGES, languageIds, examplesOf, saveImported, reasonOf } from './common.js';

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

/** Parses FPS XML with no DTD: DOCTYPE/ENTITY declarations are refused, bad XML too. */
export function parseFps(xml: string): Record<string, unknown>[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw badRequest('Fps_Doctype_Refused');
  if (XMLValidator.validate(xml) !== true) throw badRequest('Fps_Xml_Invalid');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => ['item', 'sample_input', 'sample_output', 'test_input', 'test_output', 'img', 'spj', 'solution'].includes(name),
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

/** C / C++ checkers become special judges; FPS `spj` without a language is taken as C++ (HUSTOJ). */
const fpsSpjLanguage = (spj: unknown): string | null => {
  const lang = xAttr(spj, 'language').trim().toLowerCase();
  if (!lang || lang === 'c++' || lang === 'cpp' || lang === 'g++') return 'C++';
  if (lang === 'c' || lang === 'gcc') return 'C';
  return null;
};

/**
 * Imports a FreeProblemSet XML file: each `<item>` becomes a problem (display id
 * `FPS-<stamp>-<n>`) with title, limits (unit s/ms, mb/kb), statement, samples, test data (the
 * samples when there is none), hint, source, a C/C++ `spj` as special judge, and embedded
 * `<img>` images stored as editor uploads with their `src` rewritten. Solutions are ignored.
 */
export async function importFpsProblems(deps: ImportDeps, actor: Actor, filePath: string, size: number): Promise<ImportReport[]> {
  if (size > FPS_MAX_BYTES) throw badRequest('Fps_Too_Large', { max: FPS_MAX_BYTES / 1048576 });
  const items = parseFps(await fs.readFile(filePath, 'utf8'));
  const byName = await languageIds(deps.database);
  const stamp = Math.floor(Date.now() / 1000).toString(36).toUpperCase();
  const reports: ImportReport[] = [];
  for (const [i, item] of items.entries()) {
    const file = `item ${i + 1}`;
    const problemId = `FPS-${stamp}-${i + 1}`;
    try {
      const title = xText(item.title).trim();
      const pairs = (a: unknown, b: unknown) => {
        const ins = list(a).map(xText);
        const outs = list(b).map(xText);
        return ins.map((input, k) => ({ input, output: outs[k] ?? '' }));
      };
      const samples = pairs(item.sample_input, item.sample_output);
      let tests = pairs(item.test_input, item.test_output);
      if (tests.length === 0) tests = samples;
      if (tests.length === 0) throw badRequest('Problem_Testcase_Required');
      const spjs = list(item.spj).filter((s) => xText(s).trim());
      let spjLanguage: string | null = null;
      if (spjs.length > 0) {
        spjLanguage = fpsSpjLanguage(spjs[0]);
        if (!spjLanguage) throw badRequest('Fps_Spj_Language_Unsupported', { language: xAttr(spjs[0], 'language') });
      }
      const text: Record<'description' | 'input' | 'output' | 'hint', string> = {
        description: xText(item.description),
        input: xText(item.input),
        output: xText(item.output),
        hint: xText(item.hint),
      };
      const imgs = list(item.img);
      if (imgs.length > FPS_MAX_IMAGES) throw badRequest('Fps_Too_Many_Images', { max: FPS_MAX_IMAGES });
      for (const img of imgs) {
        const o = (img ?? {}) as Record<string, unknown>;
        const src = xText(o.src).trim();
        const data = Buffer.from(xText(o.base64).replace(/\s+/g, ''), 'base64');
        const kind = sniffImage(data);
        if (!src || !kind || !deps.dataDir) throw badRequest('Fps_Image_Invalid', { name: src || '?' });
        const saved = await storeMdFile(deps.database, deps.dataDir, 'md-img', actor.uid, null, `fps-image.${kind}`, data);
        for (const k of Object.keys(text) as (keyof typeof text)[]) text[k] = text[k].split(src).join(saved.link);
      }
      const stored: Record<string, StoredFile> = {};
      for (const [k, c] of tests.entries()) {
        stored[`${k + 1}.in`] = await deps.blobs.put(Buffer.from(c.input, 'utf8'));
        stored[`${k + 1}.out`] = await deps.blobs.put(Buffer.from(c.output, 'utf8'));
      }
      await saveImported(deps, actor, {
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
          input: text.input,
          output: text.output,
          hint: text.hint || null,
          source: xText(item.source).trim() || null,
          examples: examplesOf(samples),
          difficulty: 0,
          auth: 1,
          spjCode: spjLanguage ? xText(spjs[0]) : null,
          spjLanguage,
        },
        samples: tests.map((_, k) => ({ input: `${k + 1}.in`, output: `${k + 1}.out`, score: 0 })),
        isUploadTestCase: true,
        uploadTestcaseDir: await saveManifest(deps.kv, actor.uid, stored),
        languages: [...byName.values()].map((id) => ({ id })),
        tags: [],
        codeTemplates: [],
      });
      reports.push({ file, problemId, imported: true, reason: null });
    } catch (e) {
      reports.push({ file, problemId, imported: false, reason: reasonOf(deps, e) });
    }
  }
  return reports;
}

