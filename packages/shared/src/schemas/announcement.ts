// Site announcements (hoj-api-paths §1.3, §7; site.md §2, §3). The announcement body, its VO and
// the form's rule are the ones contest announcements use (schemas/contest.ts).
import { z } from 'zod';
import { announcementBody, announcementVO, checkAnnouncement, type AnnouncementVO } from './contest.js';
import { pageQuery, pageSchema } from './page.js';

export { announcementBody, announcementVO, checkAnnouncement, type AnnouncementVO };

export const announcementPage = pageSchema(announcementVO);
export const commonAnnouncementQuery = pageQuery;
export const announcementDetailQuery = z.object({ id: z.coerce.number().int().positive() });
/** PUT needs the id. */
export const announcementUpdateBody = announcementBody.extend({
  id: z.coerce.number().int().positive(),
  /** Sent back by the form as read; ignored. */
  gmtCreate: z.unknown().optional(),
  gmtModified: z.unknown().optional(),
});
export const siteAnnouncementDeleteQuery = z.object({ aid: z.coerce.number().int().positive() });
export type AnnouncementInput = z.input<typeof announcementBody>;
