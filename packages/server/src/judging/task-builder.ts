// Builds the judge task of a submission from the problem row and its current case set. Case files
// are named by content hash (remote workers fetch what they miss) or by local path (embedded judge).
import type { JudgeProblem } from '@judge/judge';
import type { CaseModeValue, JudgeModeValue, ProblemTypeValue } from '@judge/shared';
import { readBool } from '../db/columns.js';
import type { ProblemCaseRow, ProblemRow } from '../modules/problem/repo.js';
import type { TestDataBlobs } from '../modules/problem/testdata/store.js';

export type CaseRefs = 'hash' | 'path';

function extraFiles(json: string | null): Record<string, string> | undefined {
  if (!json) return undefined;
  try {
    const v = JSON.parse(json) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const out: Record<string, string> = {};
      for (const [k, c] of Object.entries(v)) if (typeof c === 'string') out[k] = c;
      return Object.keys(out).length ? out : undefined;
    }
  } catch {
    /* not JSON: no extra files */
  }
  return undefined;
}

/** The problem settings every judging of it uses (cases excluded). */
export function problemSettings(p: ProblemRow): Omit<JudgeProblem, 'cases'> {
  const judgeMode = p.judge_mode as JudgeModeValue;
  return {
    timeLimit: p.time_limit,
    memoryLimit: p.memory_limit,
    stackLimit: p.stack_limit,
    type: p.type as ProblemTypeValue,
    judgeMode,
    caseMode: p.judge_case_mode as CaseModeValue,
    isRemoveEndBlank: readBool(p.is_remove_end_blank),
    isFileIO: readBool(p.is_file_io),
    ioReadFileName: p.io_read_file_name || undefined,
    ioWriteFileName: p.io_write_file_name || undefined,
    userExtraFiles: extraFiles(p.user_extra_file),
    judgeExtraFiles: extraFiles(p.judge_extra_file),
    helper:
      judgeMode !== 'default' && p.spj_code
        ? { code: p.spj_code, language: p.spj_language || 'C' }
        : undefined,
    testDataVersion: p.case_version,
    difficulty: p.difficulty,
  };
}

export async function judgeProblemOf(
  p: ProblemRow,
  cases: ProblemCaseRow[],
  refs: CaseRefs,
  blobs: TestDataBlobs,
): Promise<JudgeProblem> {
  const ref = (hash: string) => (refs === 'path' ? blobs.localPath(hash) : `sha256:${hash}`);
  return {
    ...problemSettings(p),
    cases: cases.map((c) => ({
      id: Number(c.id),
      input: ref(c.input_hash),
      output: ref(c.output_hash),
      score: c.score,
      groupNum: c.group_num,
      inputName: c.input,
      outputName: c.output,
    })),
  };
}
