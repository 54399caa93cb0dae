// Typed route registration with zod schemas (fastify-type-provider-zod).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type App = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
export const zodApp = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type ZodApp = ReturnType<typeof zodApp>;
