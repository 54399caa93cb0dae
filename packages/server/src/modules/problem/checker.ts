// compile-spj / compile-interactive: compiles a checker or interactor in the sandbox of the
// embedded judge. Success is remembered by fingerprint so that saving the problem can require a
// changed checker to have compiled (groups-accounts-admin.md §4).
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkerLanguage } from '@judge/judge';
import { compileProgram } from '@judge/judge/compile';
import type { KvStore } from '../../lib/kv.js';
import { badRequest } from '../../lib/errors.js';
import type { JudgeRuntime } from '../../judging/runtime.js';
import { checkerFingerprint } from './rules.js';
import { CHECKER_OK_TTL_MS, checkerOkKey } from './manage-service.js';

export async function compileChecker(
  deps: { judge: JudgeRuntime; kv: KvStore },
  input: { code: string; language: string; extraFiles?: Record<string, string> | null },
): Promise<void> {
  const language = checkerLanguage(input.language);
  if (!language) throw badRequest('Problem_Checker_Language_Invalid');
  if (input.code.trim() === '') throw badRequest('Problem_Checker_Code_Required');
  for (const name of Object.keys(input.extraFiles ?? {}))
    if (!/^(?!\.{1,2}$)[A-Za-z0-9._+-]{1,100}$/.test(name)) throw badRequest('Problem_Extra_File_Name_Invalid', { name });
  let judge;
  try {
    judge = await deps.judge.judge();
  } catch (e) {
    throw badRequest('Judge_Unavailable', { detail: (e as Error).message });
  }
  const root = await fs.mkdtemp(path.join(judge.workRoot, 'checker-compile-'));
  try {
    const res = await compileProgram(
      judge.runner,
      { language, code: input.code, extraFiles: input.extraFiles ?? undefined },
      path.join(root, 'src'),
      path.join(root, 'log'),
      null,
    );
    if (!res.ok) throw badRequest('Compile_Error_Detail', { detail: res.message });
    const fp = checkerFingerprint(input.language, input.code, input.extraFiles ?? null);
    await deps.kv.set(checkerOkKey(fp), '1', CHECKER_OK_TTL_MS);
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}
