import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    // IO-bound (database round trips, HTTP, judging waits): two files at a time overlap the waits
    // (vitest's default is cores - 1 = one on the 2-core CI machine); not beside sandbox and judge.
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
