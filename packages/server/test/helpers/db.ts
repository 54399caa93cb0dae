// Reading the database straight in API tests.
import type { BuiltApp } from '../../src/app.js';
import type { DB } from '../../src/db/types.js';

/** How many rows `table` holds (e.g. to check that refused calls wrote nothing). */
export async function rowCount(app: BuiltApp, table: keyof DB): Promise<number> {
  const r = await app.ctx.database.db
    .selectFrom(table as 'judge')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
