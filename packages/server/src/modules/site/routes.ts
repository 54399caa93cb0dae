// Public site configuration and the root-only config/switch admin calls.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { zodApp } from '../../lib/route.js';
import { ok, responses } from '../../lib/envelope.js';
import {
  emailConfigSchema,
  publicWebsiteConfigSchema,
  switchConfigSchema,
  webConfigSchema,
} from './schema.js';

const ROOT_CONFIG = { perm: 'system_info_admin' } as const;

export async function siteRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { siteConfig } = fastify.ctx;

  app.get(
    '/api/get-website-config',
    {
      schema: {
        tags: ['site'],
        summary: 'Public site configuration and discussion switches',
        response: responses(publicWebsiteConfigSchema),
      },
      config: { auth: 'anon' },
    },
    async () => ok(await siteConfig.publicConfig()),
  );

  app.get(
    '/api/admin/config/get-web-config',
    {
      schema: { tags: ['admin'], summary: 'Web configuration (root)', response: responses(webConfigSchema) },
      config: { auth: ROOT_CONFIG },
    },
    async () => ok(await siteConfig.web()),
  );

  app.put(
    '/api/admin/config/set-web-config',
    {
      schema: {
        tags: ['admin'],
        summary: 'Update the web configuration (root); missing fields keep their value',
        body: webConfigSchema.partial(),
        response: responses(z.null()),
      },
      config: { auth: ROOT_CONFIG },
    },
    async (req) => {
      await siteConfig.setWeb(req.body);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  app.get(
    '/api/admin/config/get-email-config',
    {
      schema: {
        tags: ['admin'],
        summary: 'SMTP settings used when SMTP_URL is unset (root)',
        response: responses(emailConfigSchema),
      },
      config: { auth: ROOT_CONFIG },
    },
    async () => ok(await siteConfig.email()),
  );

  app.put(
    '/api/admin/config/set-email-config',
    {
      schema: {
        tags: ['admin'],
        summary: 'Update the SMTP settings (root)',
        body: emailConfigSchema.partial(),
        response: responses(z.null()),
      },
      config: { auth: ROOT_CONFIG },
    },
    async (req) => {
      await siteConfig.setEmail(req.body);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  app.get(
    '/api/admin/switch/info',
    {
      schema: {
        tags: ['admin'],
        summary: 'Feature switches and quotas (root)',
        response: responses(switchConfigSchema),
      },
      config: { auth: ROOT_CONFIG },
    },
    async () => ok(await siteConfig.switches()),
  );

  app.put(
    '/api/admin/switch/update',
    {
      schema: {
        tags: ['admin'],
        summary: 'Update switches (root); missing fields keep their value',
        body: switchConfigSchema.partial(),
        response: responses(z.null()),
      },
      config: { auth: ROOT_CONFIG },
    },
    async (req) => {
      await siteConfig.setSwitches(req.body);
      return ok(null, req.t('Update_Successfully'));
    },
  );
}
