import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { oneAtATime } from '../../vitest.groups';

export default defineConfig({
  resolve: { conditions: ['source'] },
  // include globs are relative to this package whether run alone or as a project of the root
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'sandbox',
    ...oneAtATime,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    // CPU-time assertions are tighter when the sandbox's own test files do not compete for 2 cores
    fileParallelism: false,
  },
});
