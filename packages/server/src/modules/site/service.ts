// Site configuration stored in the database (table site_config, one JSON row per section).
import type { Database } from '../../db/index.js';
import {
  DEFAULT_EMAIL_CONFIG,
  DEFAULT_SWITCH_CONFIG,
  DEFAULT_WEB_CONFIG,
  emailConfigSchema,
  switchConfigSchema,
  webConfigSchema,
  type EmailConfig,
  type SwitchConfig,
  type WebConfig,
} from './schema.js';
import type { z } from 'zod';

const sections = {
  web: { schema: webConfigSchema, dflt: DEFAULT_WEB_CONFIG },
  email: { schema: emailConfigSchema, dflt: DEFAULT_EMAIL_CONFIG },
  switch: { schema: switchConfigSchema, dflt: DEFAULT_SWITCH_CONFIG },
} as const;
type Section = keyof typeof sections;
type SectionValue<S extends Section> = z.infer<(typeof sections)[S]['schema']>;

export function siteConfigService(database: Database) {
  const { db, cols } = database;

  async function read<S extends Section>(section: S): Promise<SectionValue<S>> {
    const row = await db
      .selectFrom('site_config')
      .select('value')
      .where('key', '=', section)
      .executeTakeFirst();
    const { schema, dflt } = sections[section];
    const stored = row ? cols.readJson<Record<string, unknown>>(row.value) : {};
    // Defaults fill keys added by later versions; unknown or invalid stored keys fall back to defaults.
    const merged = { ...dflt, ...(stored ?? {}) };
    const parsed = schema.safeParse(merged);
    return (parsed.success ? parsed.data : dflt) as SectionValue<S>;
  }

  async function write<S extends Section>(
    section: S,
    patch: Partial<SectionValue<S>>,
  ): Promise<SectionValue<S>> {
    const current = await read(section);
    const next = sections[section].schema.parse({ ...current, ...patch }) as SectionValue<S>;
    const value = cols.json(next);
    const now = cols.time();
    await db
      .insertInto('site_config')
      .values({ key: section, value, gmt_modified: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, gmt_modified: now }))
      .execute();
    return next;
  }

  /** Writes the defaults of every section that has no row yet (first start). */
  async function seedDefaults(): Promise<Section[]> {
    const created: Section[] = [];
    for (const section of Object.keys(sections) as Section[]) {
      const res = await db
        .insertInto('site_config')
        .values({ key: section, value: cols.json(sections[section].dflt), gmt_modified: cols.time() })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) created.push(section);
    }
    return created;
  }

  return {
    web: () => read('web') as Promise<WebConfig>,
    email: () => read('email') as Promise<EmailConfig>,
    switches: () => read('switch') as Promise<SwitchConfig>,
    setWeb: (p: Partial<WebConfig>) => write('web', p) as Promise<WebConfig>,
    setEmail: (p: Partial<EmailConfig>) => write('email', p) as Promise<EmailConfig>,
    setSwitches: (p: Partial<SwitchConfig>) => write('switch', p) as Promise<SwitchConfig>,
    seedDefaults,
    async publicConfig() {
      const [web, email, sw] = await Promise.all([read('web'), read('email'), read('switch')]);
      return {
        baseUrl: web.baseUrl,
        name: web.name,
        shortName: web.shortName,
        register: web.register,
        recordName: web.recordName,
        recordUrl: web.recordUrl,
        description: web.description,
        email: email.emailUsername,
        projectName: web.projectName,
        projectUrl: web.projectUrl,
        openPublicDiscussion: sw.openPublicDiscussion,
        openGroupDiscussion: sw.openGroupDiscussion,
        openContestComment: sw.openContestComment,
      };
    },
  };
}
export type SiteConfigService = ReturnType<typeof siteConfigService>;
