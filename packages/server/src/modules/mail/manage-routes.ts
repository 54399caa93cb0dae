// Back-office calls of the platform and accounts issues: mail outbox and the SMTP test.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import { BizError } from '../../lib/errors.js';
import { readTime } from '../../db/columns.js';
import { pageQuery, pageOf, pageResult, pageSchema, readPage } from '../../lib/pagination.js';
import { emailField } from '@judge/shared/schemas/account';
import { t } from '../../lib/i18n.js';

const outboxRow = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  gmtCreate: z.string(),
});

export async function adminRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const route = routeOptions(['admin']);
  const { database, mailer, siteConfig } = fastify.ctx;
  const { db } = database;
  const ROOT = { perm: 'system_info_admin' } as const;

  app.get(
    '/api/admin/mail/outbox',
    route(
      ROOT,
      'Mails the server wrote (outbox when no SMTP is configured), newest first (root)',
      pageSchema(outboxRow),
      { querystring: pageQuery },
    ),
    async (req) => {
      const { currentPage, limit, offset } = pageOf(req.query, 'adminLists');
      const { rows, total } = await readPage(
        db.selectFrom('mail_outbox'),
        (b) => b.selectAll().orderBy('id', 'desc'),
        { limit, offset },
      );
      const records = rows.map((r) => ({
        id: Number(r.id),
        to: r.to_addr,
        subject: r.subject,
        text: r.text,
        status: r.status,
        error: r.error,
        gmtCreate: readTime(r.gmt_create)!.toISOString(),
      }));
      return ok(pageResult(records, total, limit, currentPage));
    },
  );

  app.post(
    '/api/admin/config/test-email',
    route(ROOT, 'Send a test e-mail with the current mail settings (root)', z.null(), {
      body: z.object({ email: emailField }),
    }),
    async (req) => {
      const site = (await siteConfig.web()).shortName;
      try {
        await mailer.send({
          to: req.body.email,
          subject: t(req.lang, 'Mail_Test_Subject', { site }),
          text: t(req.lang, 'Mail_Test_Text', { site }),
        });
      } catch (e) {
        // the settings root just entered do not reach a mail server: a 400 with its answer, not a fault of ours
        throw new BizError('Email_Send_Failed', { detail: e instanceof Error ? e.message : String(e) }, 400);
      }
      return ok(null, req.t('Email_Test_Sent'));
    },
  );
}
