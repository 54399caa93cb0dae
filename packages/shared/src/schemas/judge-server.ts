// Schemas of the judging runtime's back-office answers.
import { z } from 'zod';

const nstr = z.string().nullable();

export const judgeServerSchema = z.object({
  cpuCores: z.number(),
  percentCpuLoad: z.string(),
  percentMemoryLoad: z.string(),
  service: z.object({
    serviceId: z.string(),
    instanceId: z.string(),
    host: z.string(),
    metadata: z.record(z.string(), z.string()),
  }),
  name: z.string(),
  status: z.enum(['online', 'offline']),
  isRemote: z.boolean(),
  runningTasks: z.number(),
  maxTasks: z.number(),
  version: z.string(),
  languages: z.array(z.object({ name: z.string(), version: z.string() })),
  error: nstr,
  lastHeartbeat: z.string(),
  /** false: root switched it off; it takes no job until switched on (it keeps heartbeating). */
  enabled: z.boolean(),
});
export type JudgeServer = z.infer<typeof judgeServerSchema>;

/** Switch a judge server on or off (root). */
export const judgeServerEnabledBody = z.object({
  name: z.string().min(1).max(100),
  enabled: z.boolean(),
});

/** What a heartbeat answers: whether this judge may take jobs. */
export const heartbeatAnswerSchema = z.object({ enabled: z.boolean() });
export type HeartbeatAnswer = z.infer<typeof heartbeatAnswerSchema>;
