/**
 * Checkers and interactors are compiled once per (source, language, judge extra files, test-data
 * version) and kept on disk under `<cacheDir>/helpers/<sha256>`; concurrent submissions of the same
 * problem wait for the one compile in flight.
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CompiledHelper } from './checker.js';
import { compileProgram } from './compile.js';
import type { LanguageDef } from './languages.js';
import type { PchCache } from './pch.js';
import type { Runner } from './runner.js';

export interface HelperSource {
  language: LanguageDef;
  code: string;
  extraFiles?: Record<string, string>;
  /** Test-data version the helper belongs to (part of the cache key). */
  version?: string;
}

export type HelperOutcome = { ok: true; helper: CompiledHelper } | { ok: false; message: string };

export function helperKey(src: HelperSource): string {
  const extra = Object.entries(src.extraFiles ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256')
    .update(
      JSON.stringify([
        src.language.name,
        src.language.compile?.argv ?? [],
        src.code,
        extra,
        src.version ?? '',
      ]),
    )
    .digest('hex');
}

export class HelperCache {
  private readonly inFlight = new Map<string, Promise<HelperOutcome>>();
  constructor(
    private readonly cacheDir: string,
    private readonly runner: Runner,
    private readonly pch: PchCache | null,
    private readonly withSlot: <T>(fn: () => Promise<T>) => Promise<T>,
  ) {}

  get(src: HelperSource): Promise<HelperOutcome> {
    const key = helperKey(src);
    let p = this.inFlight.get(key);
    if (!p) {
      p = this.load(key, src).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, p);
    }
    return p;
  }

  private async load(key: string, src: HelperSource): Promise<HelperOutcome> {
    const dir = join(this.cacheDir, 'helpers', key);
    if (
      await stat(join(dir, '.ok')).then(
        () => true,
        () => false,
      )
    ) {
      return { ok: true, helper: { dir: join(dir, 'box'), language: src.language } };
    }
    const tmp = `${dir}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
    try {
      const out = await this.withSlot(() =>
        compileProgram(
          this.runner,
          { language: src.language, code: src.code, extraFiles: src.extraFiles },
          join(tmp, 'box'),
          join(tmp, 'log'),
          this.pch,
        ),
      );
      if (!out.ok) return { ok: false, message: out.message };
      await writeFile(join(tmp, '.ok'), '');
      await mkdir(join(this.cacheDir, 'helpers'), { recursive: true });
      await rename(tmp, dir).catch(async () => {
        // Built by another process meanwhile: theirs is as good as ours.
      });
      return { ok: true, helper: { dir: join(dir, 'box'), language: src.language } };
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
}
