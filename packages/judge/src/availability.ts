/**
 * Which languages of the table a judge offers and, for the hidden ones, why and what to install.
 * Built on toolchain detection (`toolchains.ts`) and the judge's start-up checks (`judge.ts`: runner
 * profiles, A+B self-check), so the start-up print, `judge.availability()` and an admin page all
 * tell the same story.
 */
import { LANGUAGES, type LanguageDef } from './languages.js';
import { detectToolchains, type HiddenCause, type ToolchainInfo } from './toolchains.js';

export interface LanguageAvailability {
  /** Name of the language in the table (the key stored on submissions). */
  name: string;
  offered: boolean;
  /** Toolchain version, when the toolchain was found. */
  version?: string;
  /** Why it is hidden (absent when offered). */
  cause?: HiddenCause;
  /** The same in words, e.g. `missing /usr/bin/go` (absent when offered). */
  reason?: string;
  /** Debian packages that provide its toolchain (what to install when `cause` is toolchain-missing). */
  packages: string[];
}

/** One entry per language of `languages`, in table order, from detection / start-up results. */
export function languageAvailability(
  toolchains: ReadonlyMap<string, ToolchainInfo>,
  languages: readonly LanguageDef[] = LANGUAGES,
): LanguageAvailability[] {
  return languages.map((lang) => {
    const tc = toolchains.get(lang.name);
    const entry: LanguageAvailability = {
      name: lang.name,
      offered: tc?.available ?? false,
      packages: [...lang.toolchain.packages],
    };
    if (tc?.version) entry.version = tc.version;
    if (!entry.offered) {
      entry.cause = tc?.cause ?? 'toolchain-missing';
      entry.reason = tc?.reason ?? 'not detected';
    }
    return entry;
  });
}

/**
 * Availability from toolchain detection alone (no runner, no self-check): what this machine could
 * offer as far as installed toolchains go.
 */
export async function detectLanguageAvailability(
  languages: readonly LanguageDef[] = LANGUAGES,
): Promise<LanguageAvailability[]> {
  return languageAvailability(await detectToolchains(languages), languages);
}

const CAUSE_WORDS: Record<HiddenCause, string> = {
  'toolchain-missing': 'toolchain missing',
  'runner-profile-missing': 'no sandbox profile',
  'self-check-failed': 'A+B self-check failed',
};

function hiddenLines(hidden: LanguageAvailability[]): string[] {
  const width = Math.max(...hidden.map((l) => l.name.length));
  return hidden.map((l) => {
    const pkg =
      l.cause === 'toolchain-missing' && l.packages.length
        ? `; package${l.packages.length > 1 ? 's' : ''}: ${l.packages.join(' ')}`
        : '';
    return `  ${l.name.padEnd(width)}  ${CAUSE_WORDS[l.cause ?? 'toolchain-missing']} (${l.reason ?? ''})${pkg}`;
  });
}

/** The install command for the hidden languages' missing toolchains, or null when none. */
export function installHint(list: readonly LanguageAvailability[]): string | null {
  const pkgs = [
    ...new Set(list.filter((l) => !l.offered && l.cause === 'toolchain-missing').flatMap((l) => l.packages)),
  ];
  return pkgs.length ? `apt-get install -y --no-install-recommends ${pkgs.join(' ')}` : null;
}

/** The start-up report: offered languages on one line, then each hidden one with cause and package. */
export function formatLanguageReport(list: readonly LanguageAvailability[]): string {
  const offered = list.filter((l) => l.offered);
  const hidden = list.filter((l) => !l.offered);
  const lines = [
    `Languages offered (${offered.length} of ${list.length}): ${offered.map((l) => l.name).join(', ') || 'none'}`,
  ];
  if (hidden.length === 0) lines.push('Languages hidden: none');
  else {
    lines.push(`Languages hidden (${hidden.length}):`, ...hiddenLines(hidden));
    const hint = installHint(hidden);
    if (hint) lines.push(`To offer them, install as root and restart: ${hint}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Prints the report once, as soon as the judge is ready (the background self-check lets it judge at
 * once); when that check later hides a language it was offering, says so once more, with the reason.
 */
export function reportLanguages(
  judge: { availability(): LanguageAvailability[]; verified(): Promise<void> },
  write: (text: string) => void,
): Promise<void> {
  const first = judge.availability();
  write(formatLanguageReport(first));
  const offeredAtStart = new Set(first.filter((l) => l.offered).map((l) => l.name));
  return judge.verified().then(() => {
    const dropped = judge.availability().filter((l) => !l.offered && offeredAtStart.has(l.name));
    if (dropped.length)
      write(
        `Languages hidden after the A+B self-check (${dropped.length}):\n${hiddenLines(dropped).join('\n')}\n`,
      );
  });
}
