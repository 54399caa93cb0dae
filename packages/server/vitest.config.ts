import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sideBySide } from '../../vitest.groups';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    ...sideBySide,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
