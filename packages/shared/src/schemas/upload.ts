// Schemas of the markdown editor uploads (hoj-api-paths §3).
import { z } from 'zod';

export const mdImageSchema = z.object({ link: z.string(), fileId: z.number() });
export const mdFileSchema = mdImageSchema.extend({ name: z.string() });
