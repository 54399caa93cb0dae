// Language modes by the language table's content type (hoj-ui §1.7). C/C++, Java, Python,
// JavaScript and PHP have CodeMirror 6 language packages; Go, C#, Ruby, Rust and Pascal use the
// stream modes of @codemirror/legacy-modes.
import type { Extension } from '@uiw/react-codemirror';
import { StreamLanguage } from '@codemirror/language';
import { cpp } from '@codemirror/lang-cpp';
import { java } from '@codemirror/lang-java';
import { python } from '@codemirror/lang-python';
import { javascript } from '@codemirror/lang-javascript';
import { php } from '@codemirror/lang-php';
import { go } from '@codemirror/legacy-modes/mode/go';
import { csharp } from '@codemirror/legacy-modes/mode/clike';
import { ruby } from '@codemirror/legacy-modes/mode/ruby';
import { rust } from '@codemirror/legacy-modes/mode/rust';
import { pascal } from '@codemirror/legacy-modes/mode/pascal';
import { contentTypeOf } from './contentType';

const MODES: Record<string, () => Extension> = {
  'text/x-csrc': cpp,
  'text/x-c++src': cpp,
  'text/x-java': java,
  'text/x-python': python,
  'text/javascript': javascript,
  'text/x-php': () => php({ plain: true }),
  'text/x-go': () => StreamLanguage.define(go),
  'text/x-csharp': () => StreamLanguage.define(csharp),
  'text/x-ruby': () => StreamLanguage.define(ruby),
  'text/x-rustsrc': () => StreamLanguage.define(rust),
  'text/x-pascal': () => StreamLanguage.define(pascal),
};

export const modeExtension = (language: string): Extension[] => {
  const make = MODES[contentTypeOf(language)];
  return make ? [make()] : [];
};
