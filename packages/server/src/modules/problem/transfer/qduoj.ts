// QDUOJ export zips (hoj-behaviour §10): one folder per problem with problem.json and testcase/;
// saved through the same problem save as the other formats, one report per problem.
import type { Actor } from '@judge/shared';
import { badRequest } from '../../../lib/errors.js';
import { readZipEntries } from '../testdata/zip.js';
import type { StoredFile } from '../testdata/upload.js';
import { importedReport, languageIds, uploadedCases, wrapExitCodeChecker, refusedReport, saveImported, type ImportDeps, type ImportReport } from './common.js';

/** QDUOJ's rich text fields are `{format, value}`; plain strings are accepted too. */
const qdText = (v: unknown): string =>
  typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as { value?: unknown }).value === 'string' ? (v as { value: string }).value : '';

interface QdojProblem {
  display_id?: unknown;
  title?: unknown;
  description?: unknown;
  input_description?: unknown;
  output_description?: unknown;
  hint?: unknown;
  source?: unknown;
  time_limit?: unknown;
  memory_limit?: unknown;
  samples?: { input?: string; output?: string }[];
  test_case_score?: { input_name?: string; output_name?: string; score?: number }[];
  rule_type?: unknown;
  tags?: unknown[];
  spj?: boolean | { language?: string; code?: string } | null;
  spj_language?: string | null;
  spj_code?: string | null;
  template?: Record<string, { prepend?: string; template?: string; append?: string }>;
}

/** QDUOJ's checker languages are C and C++ (its spj compilers); anything else cannot be a checker here. */
const qdSpjLanguage = (lang: string | undefined | null): string | null => {
  const l = String(lang ?? '').trim().toLowerCase();
  if (l === 'c') return 'C';
  if (l === 'c++' || l === 'cpp' || l === '') return 'C++';
  return null;
};

/** An output name QDUOJ leaves out for special-judge cases (absent, empty or `-`). */
const noOutput = (name: string | undefined) => !name || name === '-';

/**
 * Imports a QDUOJ export zip: one folder per problem with `problem.json` and `testcase/` (the
 * QDUOJ import/export serializer's layout). Statement, limits, samples, test data with OI scores,
 * special-judge code, templates and tags are kept; each problem is reported.
 */
export async function importQdojProblems(
  deps: ImportDeps,
  actor: Actor,
  zipPath: string,
  size: number,
): Promise<ImportReport[]> {
  const files = await readZipEntries(zipPath, size, (n) => /^[^/]+\/problem\.json$/.test(n) || /^[^/]+\/testcase\/[^/]+$/.test(n));
  const jsons = [...files.keys()].filter((n) => n.endsWith('/problem.json')).sort();
  if (jsons.length === 0) throw badRequest('Qduoj_No_Problem');
  const byName = await languageIds(deps.database);
  const reports: ImportReport[] = [];
  for (const file of jsons) {
    const dir = file.slice(0, -'problem.json'.length);
    let problemId: string | null = null;
    try {
      let q: QdojProblem;
      try {
        q = JSON.parse(files.get(file)!.toString('utf8')) as QdojProblem;
      } catch {
        throw badRequest('Import_Json_Invalid');
      }
      problemId = q.display_id == null ? null : String(q.display_id).trim().toUpperCase();
      const oi = String(q.rule_type ?? 'ACM').toUpperCase() === 'OI';
      // The exporter writes `spj` as {language, code} (older versions: a flag beside spj_language/spj_code).
      const spjObj = q.spj && typeof q.spj === 'object' ? q.spj : null;
      const spjCode = spjObj?.code ?? (q.spj === true ? q.spj_code : null) ?? null;
      const spjLangRaw = spjObj?.language ?? q.spj_language ?? null;
      const spj = spjCode && spjCode.trim() ? { code: wrapExitCodeChecker(spjCode, 'QDUOJ'), language: qdSpjLanguage(spjLangRaw) } : null;
      if (spj && !spj.language) throw badRequest('Fps_Spj_Language_Unsupported', { language: String(spjLangRaw) });
      const stored: Record<string, StoredFile> = {};
      const cases = (q.test_case_score ?? []).map((c) => ({ ...c }));
      let empty: StoredFile | null = null;
      for (const c of cases) {
        const inName = c.input_name;
        const input = inName ? files.get(`${dir}testcase/${inName}`) : undefined;
        if (!inName || !input) throw badRequest('Testcase_File_Missing', { name: inName ?? '?' });
        stored[inName] = await deps.blobs.put(input);
        if (spj && noOutput(c.output_name)) {
          // A special judge's cases are inputs only: the checker gets an empty answer file.
          c.output_name = `${inName.replace(/\.in$/, '')}.out`;
          empty ??= await deps.blobs.put('');
          stored[c.output_name] = files.get(`${dir}testcase/${c.output_name}`) ? await deps.blobs.put(files.get(`${dir}testcase/${c.output_name}`)!) : empty;
          continue;
        }
        const outName = c.output_name;
        const output = outName && !noOutput(outName) ? files.get(`${dir}testcase/${outName}`) : undefined;
        if (!outName || !output)
          throw badRequest('Testcase_File_Missing', { name: outName && !noOutput(outName) ? outName : `${inName.replace(/\.in$/, '')}.out` });
        stored[outName] = await deps.blobs.put(output);
      }
      const templates = Object.entries(q.template ?? {})
        .filter(([lang]) => byName.has(lang))
        .map(([lang, tpl]) => ({
          lid: byName.get(lang)!,
          code: [tpl.prepend, tpl.template, tpl.append].filter(Boolean).join('\n'),
          status: true,
        }));
      const body = {
        problem: {
          problemId: problemId ?? '',
          title: qdText(q.title),
          type: oi ? 1 : 0,
          judgeMode: spj ? 'spj' : 'default',
          judgeCaseMode: 'default',
          timeLimit: Number(q.time_limit ?? 1000),
          memoryLimit: Number(q.memory_limit ?? 256),
          stackLimit: 128,
          description: qdText(q.description),
          input: qdText(q.input_description),
          output: qdText(q.output_description),
          hint: qdText(q.hint) || null,
          source: qdText(q.source) || null,
          examples: (q.samples ?? []).map((s) => `<input>${s.input ?? ''}</input><output>${s.output ?? ''}</output>`).join(''),
          difficulty: 0,
          auth: 1,
          spjCode: spj?.code ?? null,
          spjLanguage: spj?.language ?? null,
        },
        samples: cases.map((c) => ({ input: c.input_name!, output: c.output_name!, score: oi ? Number(c.score ?? 0) : 0 })),
        ...(await uploadedCases(deps, actor, stored, byName)),
        tags: [...new Set((q.tags ?? []).map(String))].map((name) => ({ name })),
        codeTemplates: templates,
      };
      const saved = await saveImported(deps, actor, body);
      const notes = [deps.t(oi ? 'Import_Note_Qdoj_Oi' : 'Import_Note_Qdoj_Acm')];
      if (spj) notes.push(deps.t('Import_Note_Checker', { language: spj.language! }));
      reports.push(importedReport(deps, file, problemId, saved, notes));
    } catch (e) {
      reports.push(refusedReport(deps, file, problemId, e));
    }
  }
  return reports;
}
