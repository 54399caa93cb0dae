import { defineConfig } from 'vitest/config';

// One vitest run covers every package: each package has its own vitest.config.ts (a "project").
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
