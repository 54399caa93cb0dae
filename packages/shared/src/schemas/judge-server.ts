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
});
