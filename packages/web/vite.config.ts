import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// `source` makes @judge/shared resolve to its TypeScript sources (no prior tsc build needed).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    chunkSizeWarningLimit: 1500,
  },
});
