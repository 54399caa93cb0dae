// Back-office configuration calls beyond the site settings of schemas/site.ts: the service
// information, the database and Redis settings, the home carousel (hoj-api-paths §1.1, §3).
import { z } from 'zod';

/** What a configuration getter sends instead of a secret that is set (never the secret itself). */
export const SECRET_MASK = '********';
/** Carousel images: the avatar rule (gif, jpg, jpeg, png, bmp, webp by content), at most 2 MB. */
export const CAROUSEL_MAX_BYTES = 2 * 1024 * 1024;
export const CAROUSEL_MAX_IMAGES = 20;

/** DBAndRedisConfigDTO; passwords come back as SECRET_MASK when set, '' when not. */
export const dbAndRedisConfigSchema = z.object({
  dbName: z.string().max(255),
  dbHost: z.string().max(255),
  dbPort: z.coerce.number().int().min(0).max(65535),
  dbUsername: z.string().max(255),
  dbPassword: z.string().max(255),
  redisHost: z.string().max(255),
  redisPort: z.coerce.number().int().min(0).max(65535),
  redisPassword: z.string().max(255),
});
export type DbAndRedisConfig = z.infer<typeof dbAndRedisConfigSchema>;

/** The getter adds where the settings come from (they are read from the environment at start). */
export const dbAndRedisInfoSchema = dbAndRedisConfigSchema.extend({
  dbType: z.enum(['sqlite', 'postgres']),
  dbSchema: z.string().describe('PostgreSQL schema (search_path); empty for the default or SQLite'),
  redisEnabled: z.boolean().describe('false: caches, queue and token revocation stay in this process'),
});
export type DbAndRedisInfo = z.infer<typeof dbAndRedisInfoSchema>;

/** GET /api/admin/config/get-service-info, HOJ's keys filled with this server's own figures. */
export const serviceInfoSchema = z.object({
  nacos: z
    .object({
      status: z.string(),
      version: z.string(),
      nodeVersion: z.string(),
      platform: z.string(),
      uptimeSeconds: z.number(),
      database: z.string(),
      queue: z.string(),
      mail: z.string(),
    })
    .describe('HOJ sent its service registry here; this server has none and sends its own runtime'),
  backupCores: z.number(),
  backupService: z.array(
    z.object({ serviceId: z.string(), host: z.string(), port: z.number(), pid: z.number(), memoryRssMb: z.number() }),
  ),
  backupPercentCpuLoad: z.string(),
  backupPercentMemoryLoad: z.string(),
});
export type ServiceInfo = z.infer<typeof serviceInfoSchema>;

export const carouselItemSchema = z.object({ id: z.number(), url: z.string() });
export type CarouselItem = z.infer<typeof carouselItemSchema>;
export const carouselIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const carouselOrderBody = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(CAROUSEL_MAX_IMAGES * 5),
});
