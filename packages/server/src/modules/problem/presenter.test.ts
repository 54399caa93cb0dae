// The three views of a problem row: a solver's never carries the checker or the judge's files.
import { describe, expect, it } from 'vitest';
import { dbVariants } from '../../../test/helpers/accounts.js';
import { useApp } from '../../../test/fixtures/index.js';
import { presentProblem, presentProblemForAdmin, presentProblemSummary } from './presenter.js';

for (const v of dbVariants()) {
  describe(`problem presenter [${v.name}]`, () => {
    const appOf = useApp(v);

    it("a solver's view is the back office's without the checker, the judge's files and the bookkeeping", async () => {
      const { db } = appOf().ctx.database;
      await db
        .updateTable('problem')
        .set({ spj_code: 'int main() {}', spj_language: 'C++', judge_extra_file: '{"testlib.h":"x"}' })
        .where('problem_id', '=', 'P1000')
        .execute();
      const row = await db
        .selectFrom('problem')
        .selectAll()
        .where('problem_id', '=', 'P1000')
        .executeTakeFirstOrThrow();

      const admin = presentProblemForAdmin(row);
      expect(admin).toMatchObject({
        spjCode: 'int main() {}',
        spjLanguage: 'C++',
        judgeExtraFile: '{"testlib.h":"x"}',
      });
      expect(admin).toHaveProperty('caseVersion');

      const solver = presentProblem(row);
      expect(solver).toMatchObject({
        spjCode: null,
        spjLanguage: null,
        judgeExtraFile: null,
        plainLimits: expect.any(Boolean),
      });
      for (const hidden of ['isUploadCase', 'caseVersion', 'modifiedUser', 'isGroup', 'applyPublicProgress'])
        expect(solver).not.toHaveProperty(hidden);
      const { spjCode: _c, spjLanguage: _l, judgeExtraFile: _f, plainLimits: _p, ...rest } = solver;
      expect(admin).toMatchObject(rest);

      expect(Object.keys(presentProblemSummary(row)).sort()).toEqual([
        'auth',
        'author',
        'difficulty',
        'gmtCreate',
        'gmtModified',
        'id',
        'isRemote',
        'problemId',
        'title',
        'type',
      ]);
    });
  });
}
