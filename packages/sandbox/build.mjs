// Compiles the C sandbox runner (native/*.c) with the system C compiler and kernel headers only.
// Idempotent: skips the compile when the binary is newer than every source. Output: build/sbx-runner.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.join(here, 'native');
const outDir = path.join(here, 'build');
const out = path.join(outDir, 'sbx-runner');
const cc = process.env.CC || 'cc';
const sources = readdirSync(srcDir).filter((f) => f.endsWith('.c')).map((f) => path.join(srcDir, f));
const inputs = [...sources, ...readdirSync(srcDir).filter((f) => f.endsWith('.h')).map((f) => path.join(srcDir, f)), fileURLToPath(import.meta.url)];

const newest = Math.max(...inputs.map((f) => statSync(f).mtimeMs));
if (existsSync(out) && statSync(out).mtimeMs >= newest && !process.argv.includes('--force')) {
  console.log(`[sandbox] ${path.relative(process.cwd(), out)} is up to date`);
  process.exit(0);
}
if (process.platform !== 'linux') {
  console.error('[sandbox] the sandbox runner needs Linux (namespaces, cgroups, seccomp); skipping the native build');
  process.exit(0);
}
mkdirSync(outDir, { recursive: true });
const args = ['-O2', '-std=gnu11', '-Wall', '-Wextra', '-Wno-unused-parameter', '-Wno-missing-field-initializers', '-Wno-format-truncation', '-Wno-missing-braces', '-o', out, ...sources];
try {
  execFileSync(cc, args, { stdio: 'inherit' });
} catch (e) {
  console.error(`\n[sandbox] FAILED to compile the sandbox runner with '${cc} ${args.join(' ')}'.`);
  console.error('[sandbox] It needs a C compiler (gcc or clang) and the Linux kernel headers (linux/seccomp.h, linux/filter.h, linux/audit.h),');
  console.error('[sandbox] e.g. Debian/Ubuntu: apt-get install gcc linux-libc-dev. No other library is used.');
  process.exit(1);
}
console.log(`[sandbox] built ${path.relative(process.cwd(), out)}`);
