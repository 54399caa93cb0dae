// Schemas of the back-office dashboard (hoj-api-paths §1.1).
import { z } from 'zod';

export const dashboardInfoSchema = z.object({
  userNum: z.number(),
  recentContestNum: z.number(),
  todayJudgeNum: z.number(),
});

/** The admin's previous login; null when there is no session at all. */
export const sessionInfoSchema = z
  .object({
    id: z.number(),
    uid: z.string(),
    userAgent: z.string(),
    ip: z.string(),
    gmtCreate: z.string(),
    gmtModified: z.string(),
  })
  .nullable();
