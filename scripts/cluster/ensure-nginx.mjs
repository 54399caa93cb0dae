// scripts/cluster.sh's proxy is Debian's nginx, listed in scripts/system-packages.txt: install that
// one package the way `npm test` installs the list (root + apt-get), or stop with the command to run.
import { ensureSystemPackages, readSystemPackages } from '../system-packages.mjs';

const r = ensureSystemPackages({ list: readSystemPackages().filter((p) => p.name === 'nginx') });
if (!r.ok) {
  console.error(`\n${r.message}\n`);
  process.exit(1);
}
