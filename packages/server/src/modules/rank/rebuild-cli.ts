// `npm run rank:rebuild`: recounts every user's rank counters from their submissions
// (counters.ts), with the server's configuration (DATABASE_URL / DATA_DIR). The counters are kept
// as verdicts land; this is for a database restored or edited by hand, or to check them.
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/index.js';
import { rebuildRankCounts } from './counters.js';

async function main() {
  const database = openDatabase(loadConfig());
  try {
    await database.migrate();
    const n = await rebuildRankCounts(database);
    process.stdout.write(`rank counters rebuilt for ${n} users\n`);
  } finally {
    await database.close();
  }
}

main().catch((e: Error) => {
  process.stderr.write(`rank rebuild failed: ${e.message}\n`);
  process.exit(1);
});
