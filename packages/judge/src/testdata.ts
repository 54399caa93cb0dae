/**
 * Content-addressed test-data cache: every file is stored under its sha256, so a changed file is a
 * new file and a judge can never use stale data. Missing files are fetched through a hook (a remote
 * worker fetches them from the server by hash) and verified before use.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createWriteStream } from 'node:fs';

/** Returns the file's bytes (or a stream of them) for a hash, or null if unknown. */
export type FetchBlob = (sha256: string) => Promise<Buffer | Readable | null>;

const HASH = /^[0-9a-f]{64}$/;

export function sha256Of(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

export async function sha256OfFile(path: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(path)) h.update(chunk as Buffer);
  return h.digest('hex');
}

export class TestDataStore {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    readonly dir: string,
    private readonly fetch?: FetchBlob,
  ) {}

  pathOf(sha256: string): string {
    if (!HASH.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
    return join(this.dir, sha256.slice(0, 2), sha256);
  }

  async has(sha256: string): Promise<boolean> {
    return stat(this.pathOf(sha256)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  /** Store bytes; returns their hash. Test data is normalised to LF by the caller (server side). */
  async put(data: Buffer | string): Promise<string> {
    const hash = sha256Of(data);
    if (await this.has(hash)) return hash;
    await this.commit(hash, (tmp) => writeFile(tmp, data));
    return hash;
  }

  /** Path of a local file for this hash, fetching (and verifying) it if needed. */
  resolve(sha256: string): Promise<string> {
    const path = this.pathOf(sha256);
    let p = this.inFlight.get(sha256);
    if (!p) {
      p = this.ensure(sha256, path).finally(() => this.inFlight.delete(sha256));
      this.inFlight.set(sha256, p);
    }
    return p;
  }

  private async ensure(sha256: string, path: string): Promise<string> {
    if (await this.has(sha256)) return path;
    if (!this.fetch) throw new Error(`test data ${sha256} not found`);
    const body = await this.fetch(sha256);
    if (!body) throw new Error(`test data ${sha256} not found`);
    await this.commit(sha256, async (tmp) => {
      if (Buffer.isBuffer(body)) await writeFile(tmp, body);
      else await pipeline(body, createWriteStream(tmp));
      const got = await sha256OfFile(tmp);
      if (got !== sha256) throw new Error(`test data ${sha256} arrived corrupted (got ${got})`);
    });
    return path;
  }

  /** Write to a temp file, then rename: readers never see a partial file. */
  private async commit(sha256: string, write: (tmp: string) => Promise<void>): Promise<void> {
    const path = this.pathOf(sha256);
    await mkdir(join(this.dir, sha256.slice(0, 2)), { recursive: true });
    const tmp = `${path}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
    try {
      await write(tmp);
      await rename(tmp, path);
    } finally {
      await rm(tmp, { force: true });
    }
  }
}
