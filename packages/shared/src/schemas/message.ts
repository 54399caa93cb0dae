// Schemas of the message box (site.md §2 "Messages"). The message calls land with their own issue;
// the unread counters are read by the navbar already, so their shape is fixed here.
import { z } from 'zod';

/** GET /api/msg/unread: unread count per box. */
export const unreadCountsSchema = z.object({
  comment: z.number(),
  reply: z.number(),
  like: z.number(),
  sys: z.number(),
  mine: z.number(),
});
