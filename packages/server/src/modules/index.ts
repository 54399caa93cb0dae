// Registers the routes of every domain module.
import type { FastifyInstance } from 'fastify';

export async function registerAllRoutes(_app: FastifyInstance): Promise<void> {
  // accounts, users and admin modules are added here.
}
