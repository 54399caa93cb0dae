import { LANGUAGE_NAMES } from '@judge/shared';
import { describe, expect, it } from 'vitest';
import { contentTypeOf } from './contentType';
import { loadMode, loadedMode } from './modes';

describe('editor modes', () => {
  // Every language the judge offers (its seed names) gets a syntax mode in the editor.
  it('maps every judge language to a content type and a mode (loaded on demand, then kept)', async () => {
    for (const name of LANGUAGE_NAMES) {
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
