// HOJ problem archives (hoj-behaviour §10): export chosen problems as a zip of `problem_<id>.json`
// plus a folder `problem_<id>/` with the test-data files; import such a zip back, each problem
// reported as imported or refused with a reason. Export then import gives the same problem.
import fs from 'node:fs/promises';
import { zipSync } from 'fflate';
import type { Actor } from '@judge/shared';
import type { Database } from '../../../db/index.js';
import { readBool } from '../../../db/columns.js';
import { badRequest } from '../../../lib/errors.js';
import { activeCases } from '../repo.js';
import type { TestDataBlobs } from '../testdata/store.js';
import { readZipEntries } from '../testdata/zip.js';
import { saveManifest, type StoredFile } from '../testdata/upload.js';
import { importedReport, languageIds, refusedReport, saveImported, type ImportDeps, type ImportReport } from './common.js';

export type { ImportReport } from './common.js';

export interface HojProblemJson {
  problem: Record<string, unknown>;
  languages: string[];
  samples: { input: string; output: string; score?: number; groupNum?: number }[];
  tags: string[];
  codeTemplates: { language: string; code: string; status?: boolean }[];
  judgeMode: string;
  userExtraFile: Record<string, string> | null;
  judgeExtraFile: Record<string, string> | null;
}

const parseMap = (s: string | null) => {
  if (!s) return null;
  try {
    return JSON.parse(s) as Record<string, string>;
  } catch {
    return null;
  }
};

export async function exportProblems(deps: { database: Database; blobs: TestDataBlobs }, ids: number[]): Promise<Uint8Array> {
  const { db } = deps.database;
  const entries: Record<string, Uint8Array> = {};
  for (const id of ids) {
    const p = await db.selectFrom('problem').selectAll().where('id', '=', id).executeTakeFirst();
    if (!p) throw badRequest('Problem_Not_Exist');
    const [langs, tags, templates, cases] = await Promise.all([
      db.selectFrom('problem_language as pl').innerJoin('language as l', 'l.id', 'pl.lid').select('l.name').where('pl.pid', '=', id).execute(),
      db.selectFrom('problem_tag as pt').innerJoin('tag as t', 't.id', 'pt.tid').select('t.name').where('pt.pid', '=', id).orderBy('pt.id').execute(),
      db.selectFrom('code_template as c').innerJoin('language as l', 'l.id', 'c.lid').select(['l.name', 'c.code', 'c.status']).where('c.pid', '=', id).execute(),
      activeCases(db, id),
    ]);
    const dir = `problem_${id}`;
    for (const c of cases)
      for (const [name, hash] of [
        [c.input, c.input_hash],
        [c.output, c.output_hash],
      ] as const) {
        const path = await deps.blobs.pathOf(hash);
        if (!path) throw badRequest('Testcase_File_Missing', { name });
        entries[`${dir}/${name}`] = await fs.readFile(path);
      }
    const json: HojProblemJson = {
      problem: {
        problemId: p.problem_id,
        title: p.title,
        author: p.author,
        type: p.type,
        judgeMode: p.judge_mode,
        judgeCaseMode: p.judge_case_mode,
        timeLimit: p.time_limit,
        memoryLimit: p.memory_limit,
        stackLimit: p.stack_limit,
        description: p.description,
        input: p.input,
        output: p.output,
        examples: p.examples,
        source: p.source,
        difficulty: p.difficulty,
        hint: p.hint,
        auth: p.auth,
        ioScore: p.io_score,
        codeShare: readBool(p.code_share),
        spjCode: p.spj_code,
        spjLanguage: p.spj_language,
        isRemoveEndBlank: readBool(p.is_remove_end_blank),
        openCaseResult: readBool(p.open_case_result),
        isUploadCase: readBool(p.is_upload_case),
        isFileIO: readBool(p.is_file_io),
        ioReadFileName: p.io_read_file_name,
        ioWriteFileName: p.io_write_file_name,
      },
      languages: langs.map((l) => l.name),
      samples: cases.map((c) => ({ input: c.input, output: c.output, score: c.score, groupNum: c.group_num })),
      tags: tags.map((t) => t.name),
      codeTemplates: templates.map((t) => ({ language: t.name, code: t.code, status: readBool(t.status) })),
      judgeMode: p.judge_mode,
      userExtraFile: parseMap(p.user_extra_file),
      judgeExtraFile: parseMap(p.judge_extra_file),
    };
    entries[`${dir}.json`] = new TextEncoder().encode(JSON.stringify(json, null, 2));
  }
  return zipSync(entries, { level: 6 });
}

/** Imports every `<name>.json` at the zip root with its folder `<name>/`; one report per problem. */
export async function importProblems(
  deps: ImportDeps,
  actor: Actor,
  zipPath: string,
  size: number,
): Promise<ImportReport[]> {
  const files = await readZipEntries(zipPath, size, (n) => /^[^/]+\.json$/.test(n) || /^[^/]+\/[^/]+$/.test(n));
  const jsons = [...files.keys()].filter((n) => n.endsWith('.json') && !n.includes('/')).sort();
  if (jsons.length === 0) throw badRequest('Import_No_Problem');
  const byName = await languageIds(deps.database);
  const reports: ImportReport[] = [];
  for (const file of jsons) {
    const stem = file.slice(0, -5);
    let problemId: string | null = null;
    try {
      let json: HojProblemJson;
      try {
        json = JSON.parse(files.get(file)!.toString('utf8')) as HojProblemJson;
      } catch {
        throw badRequest('Import_Json_Invalid');
      }
      problemId = typeof json.problem?.problemId === 'string' ? json.problem.problemId.trim().toUpperCase() : null;
      const stored: Record<string, StoredFile> = {};
      const samples = json.samples ?? [];
      const typed = json.problem?.isUploadCase === false;
      const texts: { input: string; output: string }[] = [];
      for (const s of samples) {
        const inp = files.get(`${stem}/${s.input}`);
        const out = files.get(`${stem}/${s.output}`);
        if (!inp || !out) throw badRequest('Testcase_File_Missing', { name: !inp ? s.input : s.output });
        stored[s.input] = await deps.blobs.put(inp);
        stored[s.output] = await deps.blobs.put(out);
        texts.push({ input: inp.toString('utf8'), output: out.toString('utf8') });
      }
      // No language list means every local language (the judge's rule for problems without rows).
      const named = (json.languages ?? []).map((n) => byName.get(n)).filter((x): x is number => x != null);
      const lids = (json.languages ?? []).length === 0 ? [...byName.values()] : named;
      const body = {
        problem: {
          ...json.problem,
          userExtraFile: json.userExtraFile ? JSON.stringify(json.userExtraFile) : null,
          judgeExtraFile: json.judgeExtraFile ? JSON.stringify(json.judgeExtraFile) : null,
          judgeMode: json.judgeMode ?? json.problem?.judgeMode ?? 'default',
        },
        samples: typed
          ? samples.map((s, i) => ({ ...texts[i], score: s.score, groupNum: s.groupNum }))
          : samples.map((s) => ({ input: s.input, output: s.output, score: s.score, groupNum: s.groupNum })),
        isUploadTestCase: !typed,
        uploadTestcaseDir: typed ? null : await saveManifest(deps.kv, actor.uid, stored),
        languages: lids.map((id) => ({ id })),
        tags: (json.tags ?? []).map((name) => ({ name })),
        codeTemplates: (json.codeTemplates ?? [])
          .filter((c) => byName.has(c.language))
          .map((c) => ({ lid: byName.get(c.language)!, code: c.code, status: c.status ?? true })),
      };
      const saved = await saveImported(deps, actor, body);
      // Languages this site does not have (HOJ's Python2, JavaScript V8...) are left out: say which.
      const unknown = (json.languages ?? []).filter((n) => !byName.has(n));
      const notes = unknown.length ? [deps.t('Import_Note_Languages_Dropped', { names: unknown.join(', ') })] : [];
      reports.push(importedReport(deps, file, problemId, saved, notes));
    } catch (e) {
      reports.push(refusedReport(deps, file, problemId, e));
    }
  }
  return reports;
}
