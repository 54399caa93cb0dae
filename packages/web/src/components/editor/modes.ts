// Language modes by the language table's content type (hoj-ui §1.7). Languages without a
// CodeMirror 6 package here (Go, C#, PHP, Ruby, Rust, Pascal) edit as plain text.
import type { Extension } from '@uiw/react-codemirror';
import { cpp } from '@codemirror/lang-cpp';
import { java } from '@codemirror/lang-java';
import { python } from '@codemirror/lang-python';
import { javascript } from '@codemirror/lang-javascript';

const MODES: Record<string, () => Extension> = {
  'text/x-csrc': cpp,
  'text/x-c++src': cpp,
  'text/x-java': java,
  'text/x-python': python,
  'text/javascript': javascript,
};

/** Content type of a language name when the table is not at hand (seed names). */
export function contentTypeOf(language: string): string {
  const l = language.toLowerCase();
  if (l.startsWith('c++')) return 'text/x-c++src';
  if (l === 'c' || l.startsWith('c with')) return 'text/x-csrc';
  if (l.startsWith('java') && !l.startsWith('javascript')) return 'text/x-java';
  if (l.includes('python') || l.includes('pypy')) return 'text/x-python';
  if (l.startsWith('javascript')) return 'text/javascript';
  return 'text/plain';
}

export const modeExtension = (language: string): Extension[] => {
  const make = MODES[contentTypeOf(language)];
  return make ? [make()] : [];
};
