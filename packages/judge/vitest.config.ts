import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'judge',
    // Timing-sensitive (CPU-time limits, verdicts at 0.6x/1.5x a limit): a group of their own
    // (sequence.groupOrder), one file at a time, never beside the IO-bound suites of the others.
    sequence: { groupOrder: 0 },
    maxWorkers: 1,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
