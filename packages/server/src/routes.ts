// Registers the routes of every domain module.
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './modules/account/routes.js';
import { userRoutes } from './modules/user/routes.js';
import { adminRoutes } from './modules/mail/manage-routes.js';
import { submissionIntakeRoutes } from './modules/submission/intake-routes.js';
import { judgeWorkerRoutes } from './judging/worker-routes.js';
import { judgingManageRoutes } from './judging/manage-routes.js';
import { submissionManageRoutes } from './modules/submission/manage-routes.js';
import { problemRoutes } from './modules/problem/routes.js';
import { submissionRoutes } from './modules/submission/routes.js';
import { adminProblemRoutes } from './modules/problem/manage-routes.js';
import { adminDashboardRoutes } from './modules/dashboard/manage-routes.js';
import { tagAdminRoutes } from './modules/problem/tag-manage-routes.js';
import { fileRoutes } from './modules/upload/routes.js';
import { problemTestdataRoutes } from './modules/problem/testdata/routes.js';
import { problemTransferRoutes } from './modules/problem/transfer/routes.js';
import { messageRoutes } from './modules/message/routes.js';
import { contestManageRoutes } from './modules/contest/manage-routes.js';
import { trainingRoutes } from './modules/training/routes.js';
import { trainingManageRoutes } from './modules/training/manage-routes.js';

export async function registerAllRoutes(app: FastifyInstance): Promise<void> {
  await app.register(accountRoutes);
  await app.register(userRoutes);
  await app.register(adminRoutes);
  await app.register(submissionIntakeRoutes);
  await app.register(submissionManageRoutes);
  await app.register(judgingManageRoutes);
  await app.register(judgeWorkerRoutes);
  await app.register(problemRoutes);
  await app.register(submissionRoutes);
  await app.register(adminProblemRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(tagAdminRoutes);
  await app.register(problemTestdataRoutes);
  await app.register(fileRoutes);
  await app.register(problemTransferRoutes);
  await app.register(messageRoutes);
  await app.register(contestManageRoutes);
  await app.register(trainingRoutes);
  await app.register(trainingManageRoutes);
}
