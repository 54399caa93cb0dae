// Home carousel images (hoj-api-paths §1.1, §3): uploaded by root, checked by content (the avatar
// and editor rule: gif, jpg, png, bmp, webp; the file name is never trusted), stored as uploads
// (upload_file kind 'carousel', random names under DATA_DIR/upload, served by /api/public/file/),
// shown in the order root gives.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Generated } from 'kysely';
import { CAROUSEL_MAX_BYTES, CAROUSEL_MAX_IMAGES, type CarouselItem } from '@judge/shared/schemas/config';
import type { Database } from '../../db/index.js';
import type { Timestamp } from '../../db/types.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { PUBLIC_FILE_PREFIX, STORED_NAME, filesDb, uploadDir, type UploadFileTable } from '../upload/store.js';
import { IMAGE_CONTENT_TYPES, sniffImage } from '../user/avatar.js';

/** Table of migration 0010 (typed here, beside its only user). */
export interface HomeCarouselTable {
  id: Generated<number>;
  stored: string;
  rank: number;
  uid: string;
  gmt_create: Timestamp;
}

export function carouselStore(database: Database, dataDir: string) {
  const db = database.db.withTables<{ home_carousel: HomeCarouselTable }>();
  const files = filesDb(database);
  const toItem = (r: { id: number; stored: string }): CarouselItem => ({
    id: Number(r.id),
    url: PUBLIC_FILE_PREFIX + r.stored,
  });

  return {
    async list(): Promise<CarouselItem[]> {
      const rows = await db.selectFrom('home_carousel').select(['id', 'stored']).orderBy('rank').orderBy('id').execute();
      return rows.map(toItem);
    },

    async add(uid: string, filename: string, buf: Buffer): Promise<CarouselItem> {
      const kind = sniffImage(buf);
      if (!kind || !IMAGE_CONTENT_TYPES[kind]) throw badRequest('File_Type_Not_Support');
      if (buf.length > CAROUSEL_MAX_BYTES) throw badRequest('File_Too_Large', { max: CAROUSEL_MAX_BYTES / 1048576 });
      const count = await db
        .selectFrom('home_carousel')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= CAROUSEL_MAX_IMAGES) throw badRequest('Carousel_Full', { max: CAROUSEL_MAX_IMAGES });
      const stored = `${randomBytes(16).toString('hex')}.${kind}`;
      const dir = uploadDir(dataDir);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, stored), buf, { flag: 'wx' });
      const now = database.cols.time();
      const last = await db
        .selectFrom('home_carousel')
        .select((eb) => eb.fn.max('rank').as('r'))
        .executeTakeFirst();
      const name =
        (filename.split(/[\\/]/).pop() ?? 'image').replace(/[\0-\x1f\x7f"]/g, '_').slice(-200) || 'image';
      try {
        // The upload and its place in the carousel are written together or not at all.
        const row = await database.db.transaction().execute(async (trx) => {
          const t = trx.withTables<{ upload_file: UploadFileTable; home_carousel: HomeCarouselTable }>();
          await t
            .insertInto('upload_file')
            .values({ uid, gid: null, kind: 'carousel', name, stored, content_type: IMAGE_CONTENT_TYPES[kind], size: buf.length, gmt_create: now })
            .execute();
          return t
            .insertInto('home_carousel')
            .values({ stored, rank: Number(last?.r ?? 0) + 1, uid, gmt_create: now })
            .returning(['id', 'stored'])
            .executeTakeFirstOrThrow();
        });
        return toItem(row);
      } catch (e) {
        await fs.rm(path.join(dir, stored), { force: true });
        throw e;
      }
    },

    async remove(id: number): Promise<void> {
      const row = await db.selectFrom('home_carousel').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Carousel_Not_Exist');
      await db.deleteFrom('home_carousel').where('id', '=', id).execute();
      await files.deleteFrom('upload_file').where('stored', '=', row.stored).execute();
      if (STORED_NAME.test(row.stored)) await fs.rm(path.join(uploadDir(dataDir), row.stored), { force: true });
    },

    /** New order: the ids given first, in that order; images not named keep their order after them. */
    async reorder(ids: number[]): Promise<CarouselItem[]> {
      const rows = await db.selectFrom('home_carousel').select(['id']).orderBy('rank').orderBy('id').execute();
      const known = new Set(rows.map((r) => Number(r.id)));
      const unknown = ids.filter((i) => !known.has(i));
      if (unknown.length) throw notFound('Carousel_Not_Exist');
      const given = [...new Set(ids)];
      const order = [...given, ...rows.map((r) => Number(r.id)).filter((i) => !given.includes(i))];
      await database.db.transaction().execute(async (trx) => {
        const t = trx.withTables<{ home_carousel: HomeCarouselTable }>();
        for (const [rank, id] of order.entries())
          await t.updateTable('home_carousel').set({ rank: rank + 1 }).where('id', '=', id).execute();
      });
      return this.list();
    },
  };
}
