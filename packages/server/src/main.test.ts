// The real entry point: env config, first start, listening line, graceful SIGTERM.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dbTargets, tmpDir } from '../test/helpers/targets.js';

const here = path.dirname(fileURLToPath(import.meta.url));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line:\n${out}`)), 45_000);
    child.stdout.on('data', () => {
      const m = /Judge listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${out}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url, exited, output: () => out };
}

/** The answer's envelope, and the health answer's database part, as the tests read them. */
type Envelope = { status: number };
type Health = Envelope & { data: { database: { ok: boolean; dialect: string } } };

describe('main entry', () => {
  it('starts, prints the URL and the generated root password once, serves, and stops on SIGTERM', async () => {
    const dir = tmpDir();
    try {
      const first = start({ DATA_DIR: dir });
      const url = await first.url;
      const res = await fetch(`${url}/api/get-website-config`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as Envelope).status).toBe(200);
      expect(first.output()).toMatch(/username: root\s+password: [A-Za-z0-9]{16}/);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(fs.existsSync(path.join(dir, 'judge.db'))).toBe(true);

      const second = start({ DATA_DIR: dir });
      const url2 = await second.url;
      const health = (await (await fetch(`${url2}/api/health`)).json()) as Health;
      expect(health.data.database.ok).toBe(true);
      expect(second.output()).not.toMatch(/password:/);
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Two cold starts from TypeScript source (tsx): ~3 s each on an idle machine, 15-20 s on a loaded one.
  }, 120_000);
});

const pgTarget = dbTargets().find((t) => t.name === 'postgres');
describe.skipIf(!pgTarget)('main entry on PostgreSQL', () => {
  it('migrates, seeds and serves with DATABASE_URL', async () => {
    const cfg = await pgTarget!.makeConfig();
    try {
      const proc = start({
        DATA_DIR: cfg.dataDir,
        DATABASE_URL: cfg.databaseUrl!,
        DATABASE_SCHEMA: cfg.databaseSchema!,
        ROOT_PASSWORD: 'PgRoot123',
      });
      const url = await proc.url;
      const health = (await (await fetch(`${url}/api/health`)).json()) as Health;
      expect(health.data.database).toMatchObject({ ok: true, dialect: 'postgres' });
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'root', password: 'PgRoot123' }),
      });
      expect(login.status).toBe(200);
      expect(login.headers.get('authorization')).toBeTruthy();
      expect(fs.existsSync(path.join(cfg.dataDir, 'judge.db'))).toBe(false);
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
    } finally {
      await pgTarget!.cleanup();
    }
  }, 60_000);
});
