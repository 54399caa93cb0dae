// Language modes by the language table's content type (hoj-ui §1.7). Languages without a
// CodeMirror 6 package here (Go, C#, PHP, Ruby, Rust, Pascal) edit as plain text.
import type { Extension } from '@uiw/react-codemirror';
import { cpp } from '@codemirror/lang-cpp';
import { java } from '@codemirror/lang-java';
import { python } from '@codemirror/lang-python';
import { javascript } from '@codemirror/lang-javascript';
import { contentTypeOf } from './contentType';

const MODES: Record<string, () => Extension> = {
  'text/x-csrc': cpp,
  'text/x-c++src': cpp,
  'text/x-java': java,
  'text/x-python': python,
  'text/javascript': javascript,
};

export const modeExtension = (language: string): Extension[] => {
  const make = MODES[contentTypeOf(language)];
  return make ? [make()] : [];
};
