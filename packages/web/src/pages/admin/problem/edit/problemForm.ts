// The problem editor's form model: field values, how they load from a saved problem, and the
// body they become on save.
import {
  CaseMode,
  JudgeMode,
  PROBLEM_DEFAULTS,
  ProblemAuth,
  ProblemType,
  splitScores,
  type CaseModeValue,
} from '@judge/shared';
import type {
  CodeTemplate,
  AdminTag,
  Language,
  ProblemCase,
  ProblemDetail,
  ProblemDto,
} from '../../../../api/admin-problem';
import type { Example } from '../../../../api/problem';

export { parseExamples, type Example } from '../../../../api/problem';

/** The test data being edited: an uploaded zip's cases or cases typed in the form. */
export interface CasesState {
  isUpload: boolean;
  uploadDir: string | null;
  uploaded: ProblemCase[];
  manual: ProblemCase[];
}

/** The judge mode and its checker or interactor. */
export interface CheckerState {
  judgeMode: string;
  language: string;
  code: string;
  /** Compiled successfully since the last change (or unchanged since it was saved). */
  compiledOk: boolean;
}

/** Visibility choices of a problem in the back office (group problems have their own screens). */
export const AUTH_OPTIONS = [
  { value: ProblemAuth.PUBLIC, key: 'Problem_Auth_Public' },
  { value: ProblemAuth.PRIVATE, key: 'Problem_Auth_Private' },
  { value: ProblemAuth.CONTEST, key: 'Problem_Auth_Contest' },
];

/** The visibility choices as select options; only those who may publish can pick Public. */
export const authSelectOptions = (t: (key: string) => string, canPublish: boolean) =>
  AUTH_OPTIONS.map((o) => ({
    value: o.value,
    label: t(o.key),
    disabled: o.value === ProblemAuth.PUBLIC && !canPublish,
  }));

/** Case modes offered per problem type: subtasks only score OI problems. */
export const CASE_MODES: Record<number, CaseModeValue[]> = {
  [ProblemType.ACM]: [CaseMode.DEFAULT, CaseMode.ERGODIC_WITHOUT_ERROR],
  [ProblemType.OI]: [CaseMode.DEFAULT, CaseMode.SUBTASK_LOWEST, CaseMode.SUBTASK_AVERAGE],
};

/** Statement examples are stored as `<input>…</input><output>…</output>` pairs (hoj-behaviour §4). */
export const serialiseExamples = (list: Example[]) =>
  list.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('');

/** Extra files are a JSON map name → content; the form edits them as rows. */
export interface ExtraFile {
  name: string;
  content: string;
}
export function parseExtraFiles(s: string | null | undefined): ExtraFile[] {
  if (!s) return [];
  try {
    return Object.entries(JSON.parse(s) as Record<string, string>).map(([name, content]) => ({
      name,
      content,
    }));
  } catch {
    return [];
  }
}
/** The rows as the name → content map the server takes (null when there are none). */
export const extraFilesMap = (rows: ExtraFile[]): Record<string, string> | null =>
  rows.length ? Object.fromEntries(rows.map((r) => [r.name.trim(), r.content])) : null;
export const serialiseExtraFiles = (rows: ExtraFile[]) => {
  const map = extraFilesMap(rows);
  return map ? JSON.stringify(map) : null;
};

export const isSubtask = (mode: string) =>
  mode === CaseMode.SUBTASK_LOWEST || mode === CaseMode.SUBTASK_AVERAGE;

/** Gives the cases an even OI score split (remainder over the last ones). */
export function withSplitScores(cases: ProblemCase[]): ProblemCase[] {
  const scores = splitScores(cases.length);
  return cases.map((c, i) => ({ ...c, score: scores[i] }));
}

export interface BasicFields {
  problemId: string;
  title: string;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  difficulty: number;
  type: number;
  auth: number;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  codeShare: boolean;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  judgeCaseMode: string;
}

export const newProblemFields = (canPublish: boolean): BasicFields => ({
  problemId: '',
  title: '',
  timeLimit: PROBLEM_DEFAULTS.timeLimitMs,
  memoryLimit: PROBLEM_DEFAULTS.memoryLimitMb,
  stackLimit: PROBLEM_DEFAULTS.stackLimitMb,
  difficulty: PROBLEM_DEFAULTS.difficulty,
  type: PROBLEM_DEFAULTS.type,
  auth: canPublish ? PROBLEM_DEFAULTS.auth : ProblemAuth.PRIVATE,
  description: '',
  input: '',
  output: '',
  hint: '',
  source: '',
  codeShare: PROBLEM_DEFAULTS.codeShare,
  isRemoveEndBlank: PROBLEM_DEFAULTS.isRemoveEndBlank,
  openCaseResult: PROBLEM_DEFAULTS.openCaseResult,
  isFileIO: false,
  ioReadFileName: '',
  ioWriteFileName: '',
  judgeCaseMode: PROBLEM_DEFAULTS.judgeCaseMode,
});

/** The form fields of a saved problem; a missing text (null) is an empty one. */
export function fieldsOf(p: ProblemDetail): BasicFields {
  const blank = newProblemFields(true);
  const keys = Object.keys(blank) as (keyof BasicFields)[];
  return Object.fromEntries(keys.map((k) => [k, p[k] ?? blank[k]])) as unknown as BasicFields;
}

/** Everything the editor holds besides the form fields. */
export interface EditorParts {
  pid: number | null;
  examples: Example[];
  tags: AdminTag[];
  languages: Language[];
  languageIds: number[];
  templates: CodeTemplate[];
  checker: CheckerState;
  userExtra: ExtraFile[];
  judgeExtra: ExtraFile[];
  cases: CasesState;
}

/** The body of a create or update (`ProblemDTO`) from the form fields and the editor's parts. */
export function buildProblemDto(f: BasicFields, e: EditorParts): ProblemDto {
  const { checker, cases } = e;
  const custom = checker.judgeMode !== JudgeMode.DEFAULT;
  const list = cases.isUpload ? cases.uploaded : cases.manual;
  return {
    problem: {
      ...(e.pid != null ? { id: e.pid } : {}),
      ...f,
      judgeMode: checker.judgeMode,
      // Subtask modes only exist for OI: an ACM problem falls back to the default mode.
      judgeCaseMode:
        f.type === ProblemType.OI || !isSubtask(f.judgeCaseMode) ? f.judgeCaseMode : CaseMode.DEFAULT,
      examples: serialiseExamples(e.examples.filter((x) => x.input || x.output)),
      spjCode: custom ? checker.code : null,
      spjLanguage: custom ? checker.language : null,
      userExtraFile: serialiseExtraFiles(e.userExtra),
      judgeExtraFile: serialiseExtraFiles(e.judgeExtra),
      isUploadCase: cases.isUpload,
    },
    samples: list.map((c) => ({ input: c.input, output: c.output, score: c.score, groupNum: c.groupNum })),
    isUploadTestCase: cases.isUpload,
    uploadTestcaseDir: cases.isUpload ? cases.uploadDir : null,
    judgeMode: checker.judgeMode,
    languages: e.languages
      .filter((l) => e.languageIds.includes(l.id))
      .map((l) => ({ id: l.id, name: l.name })),
    tags: e.tags,
    codeTemplates: e.templates.filter((x) => e.languageIds.includes(x.lid) && (x.status || x.code)),
  };
}
