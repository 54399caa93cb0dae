// The language table (oj 'ME'), seeded from the judge package's table. Idempotent: a language the
// judge gained later is added on the next start; rows edited by admins are left alone.
import { LANGUAGES } from '@judge/judge';
import type { Database } from '../../db/index.js';

export async function seedLanguages(database: Database): Promise<number> {
  const { db, cols } = database;
  const now = cols.time();
  let added = 0;
  for (const [i, lang] of LANGUAGES.entries()) {
    const res = await db
      .insertInto('language')
      .values({
        content_type: lang.contentType,
        description: lang.description,
        name: lang.name,
        compile_command: lang.compile ? lang.compile.argv.join(' ') : null,
        template: lang.template,
        code_template: null,
        is_spj: cols.bool(Boolean(lang.checkerCapable)),
        oj: 'ME',
        // HOJ lists languages by seq descending: the table's order.
        seq: LANGUAGES.length - i,
        gmt_create: now,
        gmt_modified: now,
      })
      .onConflict((oc) => oc.columns(['oj', 'name']).doNothing())
      .executeTakeFirst();
    added += Number(res.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
