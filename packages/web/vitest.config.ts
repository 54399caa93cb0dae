import { defineConfig } from 'vitest/config';
import { sideBySide } from '../../vitest.groups';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'web',
    ...sideBySide,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20000,
  },
});
