import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sideBySide } from '../../vitest.groups';

const root = fileURLToPath(new URL('.', import.meta.url));
const TESTS = ['src/**/*.test.{ts,tsx}'];

/**
 * The web package's vitest project: `include` / `exclude` / `isolate` as given (the root config runs
 * the package as two projects, see vitest.config.ts there).
 */
export function webProject(test: { name: string; include?: string[]; exclude?: string[]; isolate?: boolean }) {
  return defineConfig({
    root,
    plugins: [react()],
    resolve: { conditions: ['source'] },
    test: {
      ...sideBySide,
      environment: 'happy-dom',
      include: TESTS,
      setupFiles: ['src/test/setup.ts'],
      testTimeout: 20000,
      ...test,
    },
  });
}

export default webProject({ name: 'web' });
