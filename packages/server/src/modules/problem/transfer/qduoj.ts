// QDUOJ export zips (hoj-behaviour §10): one folder per problem with problem.json and testcase/;
// saved through the same problem save as the other formats, one report per problem.
import type { Actor } from '@judge/shared';
import type { Database } from '../../../db/index.js';
import type { KvStore } from '../../../lib/kv.js';
import { BizError, badRequest } from '../../../lib/errors.js';
import type { MsgParams } from '../../../lib/i18n.js';

type Translate = (key: string, params?: MsgParams) => string;
import type { TestDataBlobs } from '../testdata/store.js';
import type { ProblemAdminService } from '../manage-service.js';
import { problemDto, type ProblemDto } from '../manage-schema.js';
import { readZipEntries } from '../testdata/zip.js';
import { saveManifest, type StoredFile } from '../testdata/upload.js';

import type { ImportReport } from './hoj.js';

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
  spj?: { language?: string; code?: string } | null;
  template?: Record<string, { prepend?: string; template?: string; append?: string }>;
}

/**
 * Imports a QDUOJ export zip: one folder per problem with `problem.json` and `testcase/` (the
 * QDUOJ import/export serializer's layout). Statement, limits, samples, test data with OI scores,
 * special-judge code, templates and tags are kept; each problem is reported.
 */
export async function importQdojProblems(
  deps: { database: Database; kv: KvStore; blobs: TestDataBlobs; service: ProblemAdminService; t: Translate },
  actor: Actor,
  zipPath: string,
  size: number,
): Promise<ImportReport[]> {
  const files = await readZipEntries(zipPath, size, (n) => /^[^/]+\/problem\.json$/.test(n) || /^[^/]+\/testcase\/[^/]+$/.test(n));
  const jsons = [...files.keys()].filter((n) => n.endsWith('/problem.json')).sort();
  if (jsons.length === 0) throw badRequest('Import_No_Problem');
  const languages = await deps.database.db.selectFrom('language').select(['id', 'name']).where('oj', '=', 'ME').execute();
  const byName = new Map(languages.map((l) => [l.name, Number(l.id)]));
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
      problemId = q.display_id == null ? null : String(q.display_id);
      const oi = String(q.rule_type ?? 'ACM').toUpperCase() === 'OI';
      const stored: Record<string, StoredFile> = {};
      const cases = q.test_case_score ?? [];
      for (const c of cases) {
        for (const name of [c.input_name, c.output_name]) {
          const data = name ? files.get(`${dir}testcase/${name}`) : undefined;
          if (!name || !data) throw badRequest('Testcase_File_Missing', { name: name ?? '?' });
          stored[name] = await deps.blobs.put(data);
        }
      }
      const spj = q.spj && q.spj.code ? q.spj : null;
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
        isUploadTestCase: true,
        uploadTestcaseDir: await saveManifest(deps.kv, actor.uid, stored),
        languages: [...byName.values()].map((id) => ({ id })),
        tags: [...new Set((q.tags ?? []).map(String))].map((name) => ({ name })),
        codeTemplates: templates,
      };
      const parsed = problemDto.safeParse(body);
      if (!parsed.success) throw badRequest('Import_Json_Invalid');
      await deps.service.save(actor, parsed.data as ProblemDto, null, { trustChecker: true });
      reports.push({ file, problemId, imported: true, reason: null });
    } catch (e) {
      const reason = e instanceof BizError ? deps.t(e.key, e.params) : deps.t('Import_Failed');
      reports.push({ file, problemId, imported: false, reason });
    }
  }
  return reports;
}
