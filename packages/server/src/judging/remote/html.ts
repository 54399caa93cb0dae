// Page-reading helpers shared by the adapters: text of an HTML fragment, a light HTML → markdown
// for statements (the editor shows markdown with HTML allowed), numbers with units.
import { RemoteError } from './types.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** Plain text of a fragment: tags dropped, <br> and block ends as newlines, entities decoded. */
export function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|tr|h\d)>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\r/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

/** Statement HTML → markdown: paragraphs and lists as text, images and formulas kept as they are. */
export function markdownOf(html: string): string {
  const md = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<img\s[^>]*src="([^"]+)"[^>]*>/gi, '![]($1)')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/?(b|strong)>/gi, '**')
    .replace(/<\/?(i|em)>/gi, '*')
    .replace(/<pre[^>]*>([\s\S]*?)<\/pre>/gi, (_m, c: string) => `\n\`\`\`\n${textOf(c)}\n\`\`\`\n`)
    .replace(/<\/p>|<br\s*\/?>/gi, '\n\n');
  return textOf(md).replace(/\n{3,}/g, '\n\n');
}

/** First capture of `re` in `html`, or a clear page-changed error naming what was missing. */
export function must(html: string, re: RegExp, what: string, site: string): string {
  const m = re.exec(html);
  if (!m) throw new RemoteError('page-changed', `${site}: the page no longer shows ${what}; the adapter needs updating`);
  return m[1];
}

export function optional(html: string, re: RegExp): string {
  return re.exec(html)?.[1] ?? '';
}

/** "1000 MS", "2 seconds", "1.5 s" → ms. */
export function parseMs(s: string): number | null {
  const m = /([\d.]+)\s*(ms|s|sec|second)/i.exec(s);
  if (!m) return null;
  const v = Number(m[1]);
  return Math.round(/^ms$/i.test(m[2]) ? v : v * 1000);
}

/** "32768 K", "256 megabytes", "1024 MB", "1.5 GB" → the unit asked (KB or MB). */
export function parseMemory(s: string, to: 'KB' | 'MB'): number | null {
  const m = /([\d.]+)\s*(k|kb|kib|m|mb|mib|megabytes?|g|gb|gib|b)\b/i.exec(s);
  if (!m) return null;
  const u = m[2].toLowerCase()[0];
  const kb = Number(m[1]) * (u === 'k' ? 1 : u === 'm' ? 1024 : u === 'g' ? 1024 * 1024 : 1 / 1024);
  return Math.round(to === 'KB' ? kb : kb / 1024);
}

/** The site's id must be something the site could have; keeps paths and queries clean. */
export function checkId(id: string, re: RegExp, site: string): string {
  const v = id.trim();
  if (!re.test(v)) throw new RemoteError('not-found', `${site}: "${id}" is not a problem id of this site`);
  return v;
}
