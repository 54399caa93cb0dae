// Outgoing e-mail: SMTP_URL, else the site's SMTP settings, else the outbox (stored, logged, readable by root).
// Every mail is recorded in mail_outbox with its delivery status.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Resolves once the mail is delivered or stored; throws when an SMTP transport refuses it. */
  send(mail: Mail): Promise<{ delivered: boolean }>;
  /** Which route mail takes now: 'smtp-url', 'site-smtp' or 'outbox'. */
  mode(): Promise<'smtp-url' | 'site-smtp' | 'outbox'>;
}

/** What the mailer reads of the site configuration (passed in: lib imports no module). */
export interface MailSettingsSource {
  email(): Promise<{
    emailHost: string;
    emailPort: number;
    emailSsl: boolean;
    emailUsername: string;
    emailPassword: string;
  }>;
  web(): Promise<{ shortName: string }>;
}

export function createMailer(deps: {
  database: Database;
  siteConfig: MailSettingsSource;
  smtpUrl?: string;
  smtpFrom?: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { database, siteConfig, smtpUrl, log } = deps;
  const urlTransport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  async function transport() {
    if (urlTransport) {
      let from = deps.smtpFrom;
      if (!from) {
        const user = decodeURIComponent(new URL(smtpUrl!).username || '');
        from = user.includes('@') ? user : 'judge@localhost';
      }
      return { mode: 'smtp-url' as const, t: urlTransport, from };
    }
    const cfg = await siteConfig.email();
    if (cfg.emailHost) {
      const t = nodemailer.createTransport({
        host: cfg.emailHost,
        port: cfg.emailPort,
        secure: cfg.emailSsl,
        auth: cfg.emailUsername ? { user: cfg.emailUsername, pass: cfg.emailPassword } : undefined,
      });
      return { mode: 'site-smtp' as const, t, from: cfg.emailUsername || 'judge@localhost' };
    }
    return { mode: 'outbox' as const, t: null, from: '' };
  }

  async function record(mail: Mail, status: string, error: string | null) {
    await database.db
      .insertInto('mail_outbox')
      .values({
        to_addr: mail.to,
        subject: mail.subject,
        text: mail.text,
        status,
        error,
        gmt_create: database.cols.time(),
      })
      .execute();
  }

  return {
    async mode() {
      return (await transport()).mode;
    },
    async send(mail) {
      const tr = await transport();
      if (!tr.t) {
        await record(mail, 'outbox', null);
        log.info(
          { mailTo: mail.to, subject: mail.subject },
          `[outbox] mail to ${mail.to}: ${mail.subject}\n${mail.text}`,
        );
        return { delivered: false };
      }
      try {
        const site = await siteConfig.web();
        await tr.t.sendMail({
          from: { name: site.shortName, address: tr.from },
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        await record(mail, 'sent', null);
        return { delivered: true };
      } catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        await record(mail, 'failed', msg);
        log.warn({ mailTo: mail.to, err: msg }, 'mail delivery failed');
        throw e;
      }
    },
  };
}
