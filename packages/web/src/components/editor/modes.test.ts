import { describe, expect, it } from 'vitest';
import { contentTypeOf } from './contentType';
import { loadMode, loadedMode } from './modes';

// Every language the judge offers (its seed names) gets a syntax mode in the editor.
const JUDGE_LANGUAGES = [
  'C',
  'C With O2',
  'C++',
  'C++ With O2',
  'C++ 17',
  'C++ 17 With O2',
  'C++ 20',
  'C++ 20 With O2',
  'Java',
  'Python3',
  'PyPy3',
  'Golang',
  'JavaScript Node',
  'C#',
  'PHP',
  'Ruby',
  'Rust',
  'Pascal',
];

describe('editor modes', () => {
  it('maps every judge language to a content type and a mode (loaded on demand, then kept)', async () => {
    for (const name of JUDGE_LANGUAGES) {
      expect(contentTypeOf(name), name).not.toBe('text/plain');
      expect((await loadMode(name)).length, name).toBe(1);
      expect(loadedMode(name), name).toHaveLength(1);
    }
  });
  it('keeps unknown languages as plain text', async () => {
    expect(contentTypeOf('Brainfuck')).toBe('text/plain');
    expect(await loadMode('Brainfuck')).toEqual([]);
  });
});
