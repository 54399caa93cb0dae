// Entry of `npm run backup -- <file>` and `npm run restore -- <file> [--force]` (index.ts), with the
// server's configuration from the environment (DATA_DIR, DATABASE_URL, DATABASE_SCHEMA).
import { loadConfig } from '../../config.js';
import { backup, restore, RestoreRefused } from './index.js';

const USAGE = 'usage: npm run backup -- <file.tar.gz>   |   npm run restore -- <file.tar.gz> [--force]';

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const file = rest.find((a) => !a.startsWith('--'));
  if ((command !== 'backup' && command !== 'restore') || !file) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  if (command === 'backup') {
    const m = await backup(config, file);
    const rows = Object.values(m.tables).reduce((a, t) => a + t.rows, 0);
    process.stdout.write(
      `backup written to ${file}: ${m.dialect} database, ${Object.keys(m.tables).length} tables, ${rows} rows; files: ${m.files.join(', ') || 'none'}\n`,
    );
    return;
  }
  const r = await restore(config, file, { force });
  const rows = Object.values(r.rows).reduce((a, n) => a + n, 0);
  process.stdout.write(
    `restored ${file} (made ${r.manifest.createdAt} on ${r.manifest.dialect}): ${rows} rows into ${Object.keys(r.rows).length} tables; files: ${r.files.join(', ') || 'none'}\n` +
      'Redis held no lasting data (queue, caches, rate limits): start the servers; submissions still in progress are judged again.\n',
  );
}

main().catch((e: Error) => {
  process.stderr.write(`${e instanceof RestoreRefused ? 'restore refused' : 'failed'}: ${e.message}\n`);
  process.exit(1);
});
