import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'web',
    // IO-bound (database round trips, HTTP, judging waits): two files at a time overlap the waits
    // (vitest's default is cores - 1 = one on the 2-core CI machine); not beside sandbox and judge.
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20000,
  },
});
