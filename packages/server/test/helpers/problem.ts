// The problem form of the editor calls (POST/PUT /api/admin/problem, /api/admin/contest/problem,
// /api/group/problem).
import type { Json } from './app.js';

/**
 * A valid problem form: an ACM problem under a fresh display id with one sample, open to
 * `languages`; `problem` replaces fields of the problem, `over` fields of the form.
 */
export function problemForm(languages: Json[], problem: Json = {}, over: Json = {}): Json {
  return {
    problem: {
      problemId: `t${Math.random().toString(36).slice(2, 8)}`,
      title: 'Title',
      type: 0,
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      description: 'desc',
      input: 'in',
      output: 'out',
      auth: 1,
      difficulty: 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      ...problem,
    },
    samples: [{ input: '1 2\n', output: '3\n' }],
    isUploadTestCase: false,
    languages,
    tags: [],
    codeTemplates: [],
    ...over,
  };
}
