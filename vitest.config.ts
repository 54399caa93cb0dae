import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { webProject } from './packages/web/vitest.config';

// One vitest run covers every package: each package has its own vitest.config.ts (a "project").
//
// The web package runs as two projects here. Most of its suites share one module graph per worker
// (isolate: false): a fresh graph per file (happy-dom, antd, React, the messages) cost ~2.5 s a
// file, 97 s for the package on 2 cores against ~20 s shared. The files that replace modules with
// vi.mock keep a fresh graph each (in a shared one, the module they mock may already be loaded for
// real). Which files those are is read from the files, so a new one is never missed.
const web = fileURLToPath(new URL('./packages/web/src/', import.meta.url));
const mocking = readdirSync(web, { recursive: true, encoding: 'utf8' })
  .filter(
    (f) => /\.test\.tsx?$/.test(f) && /\bvi\.(doMock|mock)\(/.test(readFileSync(path.join(web, f), 'utf8')),
  )
  .map((f) => `src/${f.split(path.sep).join('/')}`);

export default defineConfig({
  test: {
    projects: [
      'packages/{shared,sandbox,judge,server}/vitest.config.ts',
      webProject({ name: 'web', isolate: false, exclude: mocking }),
      webProject({ name: 'web (own modules)', include: mocking }),
    ],
  },
});
