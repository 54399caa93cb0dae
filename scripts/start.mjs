// `npm start`: run the judge on its embedded defaults (SQLite in ./data, in-process judge).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
const entry = new URL('../packages/server/dist/main.js', import.meta.url);
if (!existsSync(entry)) execSync('node scripts/build.mjs', { stdio: 'inherit' });
await import(entry.href);
