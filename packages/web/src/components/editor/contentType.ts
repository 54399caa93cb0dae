// Content type (editor mode) of a language by its name, for places without the language table.
/** Seed language names → content types of hoj-ui §1.7. */
export function contentTypeOf(language: string): string {
  const l = language.toLowerCase();
  if (l.startsWith('c++')) return 'text/x-c++src';
  if (l === 'c' || l.startsWith('c with')) return 'text/x-csrc';
  if (l.startsWith('java') && !l.startsWith('javascript')) return 'text/x-java';
  if (l.includes('python') || l.includes('pypy')) return 'text/x-python';
  if (l.startsWith('javascript')) return 'text/javascript';
  if (l === 'golang' || l === 'go') return 'text/x-go';
  if (l === 'c#') return 'text/x-csharp';
  if (l === 'php') return 'text/x-php';
  if (l === 'ruby') return 'text/x-ruby';
  if (l === 'rust') return 'text/x-rustsrc';
  if (l === 'pascal') return 'text/x-pascal';
  return 'text/plain';
}
