// Public site configuration and the root-only config/switch admin calls.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp, commandRoutes } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import {
  emailConfigSchema,
  publicWebsiteConfigSchema,
  switchConfigSchema,
  webConfigPatch,
  webConfigSchema,
} from './schema.js';
import { SECRET_MASK } from '@judge/shared/schemas/config';

const ROOT_CONFIG = { perm: 'system_info_admin' } as const;

export async function siteRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const site = routeOptions(['site']);
  const admin = routeOptions(['admin']);
  const { siteConfig } = fastify.ctx;

  const command = commandRoutes(app, admin);

  app.get(
    '/api/get-website-config',
    site('anon', 'Public site configuration and discussion switches', publicWebsiteConfigSchema),
    async () => ok(await siteConfig.publicConfig()),
  );

  app.get(
    '/api/admin/config/get-web-config',
    admin(ROOT_CONFIG, 'Web configuration (root)', webConfigSchema),
    async () => ok(await siteConfig.web()),
  );

  command.put(
    '/api/admin/config/set-web-config',
    ROOT_CONFIG,
    'Update the web configuration (root); missing fields keep their value',
    { body: webConfigPatch },
    'Update_Successfully',
    (_, { body }) => siteConfig.setWeb(body),
  );

  app.get(
    '/api/admin/config/get-email-config',
    admin(ROOT_CONFIG, 'SMTP settings used when SMTP_URL is unset (root)', emailConfigSchema),
    // The SMTP password is never sent back (issue 20): a set one reads as SECRET_MASK.
    async () => {
      const email = await siteConfig.email();
      return ok({ ...email, emailPassword: email.emailPassword ? SECRET_MASK : '' });
    },
  );

  app.put(
    '/api/admin/config/set-email-config',
    admin(ROOT_CONFIG, 'Update the SMTP settings (root)', z.null(), { body: emailConfigSchema.partial() }),
    async (req) => {
      // Sending the mask back (the form unchanged) keeps the stored password.
      const { emailPassword, ...rest } = req.body;
      await siteConfig.setEmail(emailPassword === SECRET_MASK ? rest : req.body);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  app.get(
    '/api/admin/switch/info',
    admin(ROOT_CONFIG, 'Feature switches and quotas (root)', switchConfigSchema),
    async () => ok(await siteConfig.switches()),
  );

  command.put(
    '/api/admin/switch/update',
    ROOT_CONFIG,
    'Update switches (root); missing fields keep their value',
    { body: switchConfigSchema.partial() },
    'Update_Successfully',
    (_, { body }) => siteConfig.setSwitches(body),
  );
}
