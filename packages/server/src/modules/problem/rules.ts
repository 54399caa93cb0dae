// Validation rules of a problem save (groups-accounts-admin.md §5 "Group problem" / "Admin",
// §9 limits). Each rule has one translated message key; the first broken rule is reported.
import { createHash } from 'node:crypto';
import {
  CaseMode,
  JudgeMode,
  MAX_DIFFICULTY,
  MIN_DIFFICULTY,
  PROBLEM_LIMITS,
  ProblemAuth,
  ProblemType,
} from '@judge/shared';
import { checkerLanguage } from '@judge/judge';
import { badRequest } from '../../lib/errors.js';
import type { CaseBody, ProblemDto } from './manage-schema.js';

// The bounds live in @judge/shared (the editor offers the same ones); re-exported for transfer/common.ts,
// which is edited by someone else right now and can import them from @judge/shared later.
export { PROBLEM_LIMITS };

/** Display ids: letters, digits, `_` and `-`; stored upper-cased. */
const DISPLAY_ID = /^[A-Z0-9_-]+$/;
/** File names (file IO, extra files): one plain name, no path. */
const FILE_NAME = /^(?!\.{1,2}$)[A-Za-z0-9._+-]{1,100}$/;

export const isSubtaskMode = (mode: string) =>
  mode === CaseMode.SUBTASK_AVERAGE || mode === CaseMode.SUBTASK_LOWEST;
export const needsChecker = (mode: string) => mode === JudgeMode.SPJ || mode === JudgeMode.INTERACTIVE;

const blank = (s: string | null | undefined) => !s || s.trim() === '';

function intIn(v: number, [min, max]: readonly [number, number], key: string) {
  if (!Number.isInteger(v) || v < min || v > max) throw badRequest(key, { min, max });
}

/** Parses an extra-file map (JSON text `{name: content}`); null when empty. */
export function parseExtraFiles(raw: string | null | undefined, field: string): Record<string, string> | null {
  if (blank(raw)) return null;
  let map: unknown;
  try {
    map = JSON.parse(raw!);
  } catch {
    throw badRequest('Problem_Extra_File_Invalid', { field });
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) throw badRequest('Problem_Extra_File_Invalid', { field });
  for (const [name, content] of Object.entries(map)) {
    if (!FILE_NAME.test(name)) throw badRequest('Problem_Extra_File_Name_Invalid', { name });
    if (typeof content !== 'string' || content === '') throw badRequest('Problem_Extra_File_Content_Required', { name });
  }
  return Object.keys(map).length ? (map as Record<string, string>) : null;
}

/** Key of a checker/interactor that compiled: language + code + judge extra files. */
export function checkerFingerprint(language: string, code: string, extra: Record<string, string> | null): string {
  const h = createHash('sha256');
  h.update(language).update('\0').update(code).update('\0');
  for (const [k, v] of Object.entries(extra ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) h.update(k).update('\0').update(v).update('\0');
  return h.digest('hex');
}

/** Score and group of each case: integers, score ≥ 0 for OI, group ≥ 1 in subtask modes. */
export function checkCaseNumbers(cases: CaseBody[], type: number, caseMode: string) {
  return cases.map((c, i) => {
    const score = c.score === null || c.score === undefined || c.score === '' ? NaN : Number(c.score);
    const groupNum = c.groupNum === null || c.groupNum === undefined || c.groupNum === '' ? NaN : Number(c.groupNum);
    if (type === ProblemType.OI && (!Number.isInteger(score) || score < 0))
      throw badRequest('Problem_Case_Score_Invalid', { index: i + 1 });
    if (type === ProblemType.OI && isSubtaskMode(caseMode) && (!Number.isInteger(groupNum) || groupNum < 1))
      throw badRequest('Problem_Case_Group_Required', { index: i + 1 });
    return {
      score: type === ProblemType.OI ? score : 0,
      groupNum: isSubtaskMode(caseMode) && Number.isInteger(groupNum) ? groupNum : 1,
    };
  });
}

/** Every rule that needs no database; returns the normalised display id. */
export function checkProblemDto(dto: ProblemDto): { problemId: string } {
  const p = dto.problem;
  const problemId = p.problemId.trim().toUpperCase();
  if (!problemId) throw badRequest('Problem_Display_ID_Required');
  if (problemId.length > PROBLEM_LIMITS.displayIdMax || !DISPLAY_ID.test(problemId))
    throw badRequest('Problem_Display_ID_Invalid', { max: PROBLEM_LIMITS.displayIdMax });
  if (blank(p.title)) throw badRequest('Problem_Title_Required');
  if (p.title.trim().length > PROBLEM_LIMITS.titleMax) throw badRequest('Problem_Title_Too_Long', { max: PROBLEM_LIMITS.titleMax });
  if (blank(p.input)) throw badRequest('Problem_Input_Required');
  if (blank(p.output)) throw badRequest('Problem_Output_Required');
  intIn(p.timeLimit, PROBLEM_LIMITS.timeMs, 'Problem_Time_Limit_Invalid');
  intIn(p.memoryLimit, PROBLEM_LIMITS.memoryMb, 'Problem_Memory_Limit_Invalid');
  intIn(p.stackLimit, PROBLEM_LIMITS.stackMb, 'Problem_Stack_Limit_Invalid');
  intIn(p.difficulty, [MIN_DIFFICULTY, MAX_DIFFICULTY], 'Problem_Difficulty_Invalid');
  if (p.type !== ProblemType.ACM && p.type !== ProblemType.OI) throw badRequest('Problem_Type_Invalid');
  if (![ProblemAuth.PUBLIC, ProblemAuth.PRIVATE, ProblemAuth.CONTEST].includes(p.auth as 1 | 2 | 3))
    throw badRequest('Problem_Auth_Invalid');
  const caseMode = p.judgeCaseMode;
  if (p.type === ProblemType.ACM && isSubtaskMode(caseMode)) throw badRequest('Problem_Case_Mode_Invalid');
  if (p.type === ProblemType.OI && caseMode === CaseMode.ERGODIC_WITHOUT_ERROR) throw badRequest('Problem_Case_Mode_Invalid');
  if (p.isFileIO) {
    if (blank(p.ioReadFileName) || blank(p.ioWriteFileName)) throw badRequest('Problem_File_IO_Name_Required');
    for (const n of [p.ioReadFileName!, p.ioWriteFileName!])
      if (!FILE_NAME.test(n.trim())) throw badRequest('Problem_Extra_File_Name_Invalid', { name: n });
  }
  parseExtraFiles(p.userExtraFile, 'userExtraFile');
  parseExtraFiles(p.judgeExtraFile, 'judgeExtraFile');
  if (needsChecker(p.judgeMode)) {
    if (blank(p.spjCode)) throw badRequest('Problem_Checker_Code_Required');
    if (!p.spjLanguage || !checkerLanguage(p.spjLanguage)) throw badRequest('Problem_Checker_Language_Invalid');
  }
  if (dto.languages.length === 0) throw badRequest('Problem_Language_Required');
  const seen = new Set<string>();
  for (const tag of dto.tags) {
    const name = tag.name.trim();
    if (!name) throw badRequest('Problem_Tag_Name_Required');
    if (seen.has(name.toLowerCase())) throw badRequest('Problem_Tag_Duplicate', { name });
    seen.add(name.toLowerCase());
  }
  if (dto.samples.length === 0) throw badRequest('Problem_Testcase_Required');
  if (!dto.isUploadTestCase)
    dto.samples.forEach((c, i) => {
      if (c.input === '' && c.output === '') throw badRequest('Problem_Sample_Empty', { index: i + 1 });
    });
  checkCaseNumbers(dto.samples, p.type, caseMode);
  return { problemId };
}
