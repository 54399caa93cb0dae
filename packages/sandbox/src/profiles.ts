// Per-profile defaults the client fills in when a request leaves them out.
import type { Profile } from './types.js';

export interface ProfileDefaults {
  /** pids.max: threads count too. Runtimes need their GC/JIT/worker threads. */
  processes: number;
  openFiles: number;
  outputKb: number;
  tmpKb: number;
}

const BASE: ProfileDefaults = { processes: 1, openFiles: 64, outputKb: 64 * 1024, tmpKb: 16 * 1024 };

const PER_PROFILE: Record<Profile, Partial<ProfileDefaults>> = {
  static: {},
  native: {},
  python: { processes: 4 },
  jvm: { processes: 64, openFiles: 256 },
  node: { processes: 32, openFiles: 256 },
  go: { processes: 32 },
  compiler: { processes: 64, openFiles: 256, tmpKb: 256 * 1024 },
  checker: {},
  pypy: { processes: 8 },
  php: {},
  ruby: { processes: 8 },
  mono: { processes: 32, openFiles: 256 },
};

export function profileDefaults(p: Profile): ProfileDefaults {
  return { ...BASE, ...PER_PROFILE[p] };
}

/** The whole environment of a box unless the request gives its own. */
export const DEFAULT_ENV: Readonly<Record<string, string>> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/box',
  LANG: 'C.UTF-8',
};

/** JVM flags that fit the sandbox: no hsperfdata file, one GC thread, heap sized from the limit. */
export function jvmFlags(memoryKb: number, stackKb = 65536): string[] {
  const heapMb = Math.max(16, Math.floor((memoryKb / 1024) * 0.75));
  return ['-XX:-UsePerfData', '-XX:+UseSerialGC', `-Xmx${heapMb}m`, `-Xss${stackKb}k`, '-Xshare:auto'];
}
