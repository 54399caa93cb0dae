// Registers the routes of every domain module.
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes.js';
import { userRoutes } from './user/routes.js';
import { adminRoutes } from './admin/routes.js';
import { judgeRoutes } from './judge/routes.js';
import { judgeWorkerRoutes } from './judge/worker-routes.js';
import { problemRoutes } from './problem/routes.js';
import { submissionRoutes } from './submission/routes.js';
import { adminProblemRoutes } from './admin-problem/routes.js';
import { adminDashboardRoutes } from './admin-dashboard/routes.js';
import { tagAdminRoutes } from './tag-admin/routes.js';
import { fileRoutes } from './file/routes.js';

export async function registerAllRoutes(app: FastifyInstance): Promise<void> {
  await app.register(accountRoutes);
  await app.register(userRoutes);
  await app.register(adminRoutes);
  await app.register(judgeRoutes);
  await app.register(judgeWorkerRoutes);
  await app.register(problemRoutes);
  await app.register(submissionRoutes);
  await app.register(adminProblemRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(tagAdminRoutes);
  await app.register(fileRoutes);
}
