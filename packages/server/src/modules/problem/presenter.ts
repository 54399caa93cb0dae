// The one place a `problem` row is shaped for the API, in its three views: the back office's
// (every field), a solver's (the back office's without the checker's code, the judge's files and
// the upload bookkeeping) and a picker's row (enough to choose a problem for a contest or training).
import { isPlainLimitProblem } from '@judge/shared';
import { readBool, readTime, isoOrNull } from '../../db/columns.js';
import type { ProblemRow } from '../../db/rows.js';


/** Every field, for the problem's editors (the back office, contest and group admins). */
export function presentProblemForAdmin(r: ProblemRow) {
  return {
    id: Number(r.id),
    problemId: r.problem_id,
    title: r.title,
    author: r.author,
    type: r.type,
    judgeMode: r.judge_mode,
    judgeCaseMode: r.judge_case_mode,
    timeLimit: r.time_limit,
    memoryLimit: r.memory_limit,
    stackLimit: r.stack_limit,
    description: r.description,
    input: r.input,
    output: r.output,
    examples: r.examples,
    isRemote: readBool(r.is_remote),
    source: r.source,
    difficulty: r.difficulty,
    hint: r.hint,
    auth: r.auth,
    ioScore: r.io_score,
    codeShare: readBool(r.code_share),
    spjCode: r.spj_code,
    spjLanguage: r.spj_language,
    userExtraFile: r.user_extra_file,
    judgeExtraFile: r.judge_extra_file,
    isRemoveEndBlank: readBool(r.is_remove_end_blank),
    openCaseResult: readBool(r.open_case_result),
    isUploadCase: readBool(r.is_upload_case),
    caseVersion: r.case_version,
    modifiedUser: r.modified_user,
    isGroup: readBool(r.is_group),
    gid: r.gid,
    applyPublicProgress: r.apply_public_progress,
    isFileIO: readBool(r.is_file_io),
    ioReadFileName: r.io_read_file_name,
    ioWriteFileName: r.io_write_file_name,
    gmtCreate: readTime(r.gmt_create)!.toISOString(),
    gmtModified: readTime(r.gmt_modified)!.toISOString(),
  };
}

/**
 * What a solver sees: no checker code or language and no judge-side extra files (they would give
 * the checking away), none of the editors' bookkeeping; whether the limits are the plain ones.
 */
export function presentProblem(p: ProblemRow) {
  const {
    isUploadCase: _upload,
    caseVersion: _version,
    modifiedUser: _modifiedBy,
    isGroup: _isGroup,
    applyPublicProgress: _progress,
    ...shown
  } = presentProblemForAdmin(p);
  return {
    ...shown,
    plainLimits: isPlainLimitProblem(p.problem_id),
    spjCode: null,
    spjLanguage: null,
    judgeExtraFile: null,
  };
}

/** A picker's row: which problem, its kind and visibility, and when it changed. */
export function presentProblemSummary(p: ProblemRow) {
  return {
    id: Number(p.id),
    problemId: p.problem_id,
    title: p.title,
    author: p.author,
    type: p.type,
    auth: p.auth,
    difficulty: p.difficulty,
    isRemote: readBool(p.is_remote),
    gmtCreate: isoOrNull(p.gmt_create),
    gmtModified: isoOrNull(p.gmt_modified),
  };
}
