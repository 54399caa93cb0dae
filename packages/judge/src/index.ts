// @judge/judge: language table, compile → run → compare pipeline, special and interactive judging,
// case modes and scoring, test-data cache. See README.md.
export {
  createJudge,
  chooseRunner,
  resolveTestData,
  type Judge,
  type JudgeOptions,
  type LanguageInfo,
  type JudgeDescription,
} from './judge.js';
export { LANGUAGES, findLanguage, checkerLanguage, type LanguageDef, type CompileSpec } from './languages.js';
export { detectToolchains, detectToolchain, type ToolchainInfo, type HiddenCause } from './toolchains.js';
export {
  languageAvailability,
  detectLanguageAvailability,
  formatLanguageReport,
  reportLanguages,
  installHint,
  type LanguageAvailability,
} from './availability.js';
export { compareOutput, compareText, type CompareVerdict } from './compare.js';
export { interpretChecker, interpretTestlibMessage, type CheckerVerdict } from './checker.js';
export { interactiveVerdict } from './interactive.js';
export {
  judgeSubmission,
  runCases,
  effectiveLimits,
  type JudgeProblem,
  type ProblemCase,
  type CaseResult,
  type SubmissionResult,
  type SubmissionInput,
  type JudgeEvent,
} from './pipeline.js';
export { caseScore, finalStatus, submissionScore, problemTotalScore, judgeOiRankScore } from './scoring.js';
export {
  testJudge,
  TEST_JUDGE_OUTPUT_CHARS,
  type TestJudgeInput,
  type TestJudgeResult,
} from './test-judge.js';
export { TestDataStore, sha256Of, sha256OfFile, type FetchBlob } from './testdata.js';
export type { Runner, BoxSpec, RunResult, RunStatus, InteractiveResult } from './runner.js';
export { SandboxRunner } from './sandbox-runner.js';
export { UnsafeLocalRunner } from './unsafe-runner.js';
