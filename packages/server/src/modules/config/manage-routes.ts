// Back-office configuration calls beyond the site settings (those stay in modules/site):
// service information, database and Redis settings, and the home carousel (hoj-api-paths §1.1,
// §3 upload-carouse-img), plus the public carousel list the home page reads.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp, commandRoutes } from '../../lib/route.js';
import { ok, responses } from '../../lib/envelope.js';
import { currentUser } from '../../lib/auth/index.js';
import { uploadedFile } from '../../lib/uploaded-file.js';
import { BACK_OFFICE, ROOT_ONLY } from '../../lib/auth/roles.js';
import {
  CAROUSEL_MAX_BYTES,
  carouselIdQuery,
  carouselItemSchema,
  carouselOrderBody,
  dbAndRedisConfigSchema,
  dbAndRedisInfoSchema,
  serviceInfoSchema,
} from '@judge/shared/schemas/config';
import { carouselStore } from './carousel.js';
import { checkDbAndRedisUnchanged, dbAndRedisInfo, serviceInfo } from './system-info.js';

const SYSTEM = { perm: 'system_info_admin' } as const;
const VERSION = '0.1.0';

export async function configManageRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const admin = routeOptions(['admin']);
  const site = routeOptions(['site']);
  const { ctx } = fastify;
  const carousel = carouselStore(ctx.database, ctx.config.dataDir);

  const command = commandRoutes(app, admin);

  app.get(
    '/api/admin/config/get-service-info',
    // HOJ lets every back-office role read it (its dashboard shows it); it holds no secret.
    admin(BACK_OFFICE, 'This server: version, runtime, cores, CPU and memory load', serviceInfoSchema),
    async () => ok(await serviceInfo(ctx, VERSION)),
  );

  app.get(
    '/api/admin/config/get-db-and-redis-config',
    admin(
      SYSTEM,
      'Where the database and Redis are (from DATABASE_URL / REDIS_URL); passwords masked (root)',
      dbAndRedisInfoSchema,
    ),
    async () => ok(dbAndRedisInfo(ctx)),
  );

  app.put(
    '/api/admin/config/set-db-and-redis-config',
    admin(
      SYSTEM,
      'Accepts the settings in use unchanged; a change is refused (they are set by DATABASE_URL and REDIS_URL at start-up) (root)',
      z.null(),
      { body: dbAndRedisConfigSchema.partial() },
    ),
    async (req) => {
      checkDbAndRedisUnchanged(ctx, req.body);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  app.get(
    '/api/home-carousel',
    site('anon', 'Home page carousel images in order', z.array(carouselItemSchema)),
    async () => ok(await carousel.list()),
  );

  command.delete(
    '/api/admin/config/home-carousel',
    SYSTEM,
    'Remove a carousel image (root)',
    { querystring: carouselIdQuery },
    'Delete_successfully',
    (_, { query }) => carousel.remove(query.id),
  );

  app.put(
    '/api/admin/config/home-carousel/order',
    admin(SYSTEM, 'Order the carousel images: ids first to last (root)', z.array(carouselItemSchema), {
      body: carouselOrderBody,
    }),
    async (req) => ok(await carousel.reorder(req.body.ids), req.t('Update_Successfully')),
  );

  app.post(
    '/api/file/upload-carouse-img',
    {
      schema: {
        tags: ['file'],
        summary: `Add a carousel image (multipart \`file\`): gif/jpg/png/bmp/webp by content, ≤ ${CAROUSEL_MAX_BYTES / 1048576} MB (root)`,
        consumes: ['multipart/form-data'],
        body: z.unknown(),
        response: responses(carouselItemSchema),
      },
      config: { auth: ROOT_ONLY },
    },
    async (req) => {
      const user = currentUser(req);
      const f = await uploadedFile(req, { field: 'file', maxBytes: CAROUSEL_MAX_BYTES });
      return ok(await carousel.add(user.uid, f.filename, f.buf), req.t('Upload_Successfully'));
    },
  );
}
