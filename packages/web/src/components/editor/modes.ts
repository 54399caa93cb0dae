// Language modes by the language table's content type (hoj-ui §1.7). C/C++, Java, Python,
// JavaScript and PHP have CodeMirror 6 language packages; Go, C#, Ruby, Rust and Pascal use the
// stream modes of @codemirror/legacy-modes. Each mode is its own chunk, fetched when the editor
// first shows that language (the problem page used to carry all of them).
import type { Extension } from '@uiw/react-codemirror';
import { StreamLanguage, type StreamParser } from '@codemirror/language';
import { contentTypeOf } from './contentType';

const legacy =
  <T>(load: () => Promise<StreamParser<T>>) =>
  async () =>
    StreamLanguage.define(await load());

const MODES: Record<string, () => Promise<Extension>> = {
  'text/x-csrc': async () => (await import('@codemirror/lang-cpp')).cpp(),
  'text/x-c++src': async () => (await import('@codemirror/lang-cpp')).cpp(),
  'text/x-java': async () => (await import('@codemirror/lang-java')).java(),
  'text/x-python': async () => (await import('@codemirror/lang-python')).python(),
  'text/javascript': async () => (await import('@codemirror/lang-javascript')).javascript(),
  'text/x-php': async () => (await import('@codemirror/lang-php')).php({ plain: true }),
  'text/x-go': legacy(async () => (await import('@codemirror/legacy-modes/mode/go')).go),
  'text/x-csharp': legacy(async () => (await import('@codemirror/legacy-modes/mode/clike')).csharp),
  'text/x-ruby': legacy(async () => (await import('@codemirror/legacy-modes/mode/ruby')).ruby),
  'text/x-rustsrc': legacy(async () => (await import('@codemirror/legacy-modes/mode/rust')).rust),
  'text/x-pascal': legacy(async () => (await import('@codemirror/legacy-modes/mode/pascal')).pascal),
};

const loaded = new Map<string, Extension[]>();

/** The mode of a language if it has been loaded already (no flash of plain text on re-render). */
export const loadedMode = (language: string): Extension[] | undefined => loaded.get(contentTypeOf(language));

/** The language's mode (one extension), or none for a language without one. */
export async function loadMode(language: string): Promise<Extension[]> {
  const type = contentTypeOf(language);
  const hit = loaded.get(type);
  if (hit) return hit;
  const make = MODES[type];
  const ext = make ? [await make()] : [];
  loaded.set(type, ext);
  return ext;
}
