import { describe, expect, it } from 'vitest';
import { CaseMode, JudgeMode, ProblemAuth, ProblemType } from '@judge/shared';
import type { Language, ProblemDetail } from '../../../../api/admin-problem';
import {
  authSelectOptions,
  buildProblemDto,
  fieldsOf,
  newProblemFields,
  parseExamples,
  parseExtraFiles,
  serialiseExamples,
  serialiseExtraFiles,
  type EditorParts,
} from './problemForm';

const lang = (id: number, name: string) => ({ id, name }) as Language;
const parts = (p: Partial<EditorParts> = {}): EditorParts => ({
  pid: null,
  examples: [
    { input: '1 2', output: '3' },
    { input: '', output: '' },
  ],
  tags: [{ name: 'math' }],
  languages: [lang(1, 'C'), lang(2, 'C++'), lang(3, 'Python3')],
  languageIds: [1, 3],
  templates: [
    { lid: 1, code: 'int main(){}', status: true },
    { lid: 2, code: 'x', status: true },
    { lid: 3, code: '', status: false },
  ],
  checker: { judgeMode: JudgeMode.DEFAULT, language: 'C', code: 'ignored', compiledOk: false },
  userExtra: [],
  judgeExtra: [{ name: ' a.h ', content: '#define A 1' }],
  cases: {
    isUpload: false,
    uploadDir: 'dir',
    uploaded: [],
    manual: [{ input: '1', output: '2', score: 5, groupNum: 1 }],
  },
  ...p,
});

describe('problem editor form model', () => {
  it('examples and extra files round-trip through their stored forms', () => {
    const ex = [{ input: '1 2\n', output: '3\n' }];
    expect(parseExamples(serialiseExamples(ex))).toEqual(ex);
    expect(serialiseExtraFiles([{ name: ' f.txt ', content: 'x' }])).toBe('{"f.txt":"x"}');
    expect(serialiseExtraFiles([])).toBeNull();
    expect(parseExtraFiles('{"f.txt":"x"}')).toEqual([{ name: 'f.txt', content: 'x' }]);
    expect(parseExtraFiles('not json')).toEqual([]);
  });
  it('a new problem is public only for those who may publish', () => {
    expect(newProblemFields(true).auth).toBe(ProblemAuth.PUBLIC);
    expect(newProblemFields(false).auth).toBe(ProblemAuth.PRIVATE);
    const t = (k: string) => k;
    expect(authSelectOptions(t, false).find((o) => o.value === ProblemAuth.PUBLIC)?.disabled).toBe(true);
    expect(authSelectOptions(t, true).every((o) => !o.disabled)).toBe(true);
  });
  it('loads the form fields of a saved problem, with empty text for missing ones', () => {
    const saved = {
      ...newProblemFields(false),
      problemId: 'P9',
      title: 'T',
      timeLimit: 2000,
      hint: null,
      ioReadFileName: null,
      isFileIO: true,
      type: ProblemType.OI,
      languages: [],
      codeTemplates: [],
      tags: [],
    } as unknown as ProblemDetail;
    expect(fieldsOf(saved)).toEqual({
      ...newProblemFields(false),
      problemId: 'P9',
      title: 'T',
      timeLimit: 2000,
      hint: '',
      ioReadFileName: '',
      isFileIO: true,
      type: ProblemType.OI,
    });
  });
  it('builds the save body: enabled languages and their templates, non-empty examples, no checker code in default mode', () => {
    const f = { ...newProblemFields(true), problemId: 'P1', title: 'A', type: ProblemType.ACM };
    const dto = buildProblemDto(f, parts());
    expect(dto.problem).not.toHaveProperty('id');
    expect(dto.languages).toEqual([
      { id: 1, name: 'C' },
      { id: 3, name: 'Python3' },
    ]);
    expect(dto.codeTemplates.map((x) => x.lid)).toEqual([1]);
    expect(dto.problem.examples).toBe('<input>1 2</input><output>3</output>');
    expect(dto.problem.spjCode).toBeNull();
    expect(dto.problem.judgeExtraFile).toBe('{"a.h":"#define A 1"}');
    expect(dto.samples).toEqual([{ input: '1', output: '2', score: 5, groupNum: 1 }]);
    expect(dto.isUploadTestCase).toBe(false);
    expect(dto.uploadTestcaseDir).toBeNull();
  });
  it('keeps subtask modes for OI only, and the checker in special judge mode', () => {
    const base = {
      ...newProblemFields(true),
      problemId: 'P1',
      title: 'A',
      judgeCaseMode: CaseMode.SUBTASK_LOWEST,
    };
    const spj = { judgeMode: JudgeMode.SPJ, language: 'C++', code: 'checker', compiledOk: true };
    expect(buildProblemDto({ ...base, type: ProblemType.ACM }, parts()).problem.judgeCaseMode).toBe(
      CaseMode.DEFAULT,
    );
    const oi = buildProblemDto({ ...base, type: ProblemType.OI }, parts({ pid: 9, checker: spj }));
    expect(oi.problem.judgeCaseMode).toBe(CaseMode.SUBTASK_LOWEST);
    expect(oi.problem).toMatchObject({
      id: 9,
      spjCode: 'checker',
      spjLanguage: 'C++',
      judgeMode: JudgeMode.SPJ,
    });
  });
});
