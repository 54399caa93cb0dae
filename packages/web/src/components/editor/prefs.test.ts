import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFS,
  PREFS_KEY,
  draftKey,
  initialEditorState,
  loadDraft,
  loadPrefs,
  saveDraft,
  savePrefs,
} from './prefs';

describe('editor preferences and drafts', () => {
  beforeEach(() => localStorage.clear());

  it('defaults: solarized, 14 px, tab 4', () => {
    expect(loadPrefs()).toEqual(DEFAULT_PREFS);
    expect(DEFAULT_PREFS).toMatchObject({ theme: 'solarized', fontSize: 14, tabSize: 4 });
  });

  it('stores the last-used settings under HOJ key and drops values the editor does not offer', () => {
    savePrefs({ language: 'Java', theme: 'dracula', fontSize: 18, tabSize: 8 });
    expect(JSON.parse(localStorage.getItem(PREFS_KEY)!)).toEqual({
      language: 'Java',
      theme: 'dracula',
      fontSize: 18,
      tabSize: 8,
    });
    localStorage.setItem(
      PREFS_KEY,
      JSON.stringify({ language: 'C', theme: 'neon', fontSize: 13, tabSize: 3 }),
    );
    expect(loadPrefs()).toEqual({ language: 'C', theme: 'solarized', fontSize: 14, tabSize: 4 });
    localStorage.setItem(PREFS_KEY, '{broken');
    expect(loadPrefs()).toEqual(DEFAULT_PREFS);
  });

  it('keeps a draft per problem and contest, and updates the defaults with it', () => {
    expect(draftKey('P1000')).toBe('hojProblemCodeAndSetting_NoContest_P1000');
    expect(draftKey('A', 12)).toBe('hojProblemCodeAndSetting_12_A');
    saveDraft('P1000', { code: 'int main(){}', language: 'C++', theme: 'monokai', fontSize: 16, tabSize: 2 });
    expect(loadDraft('P1000')).toEqual({
      code: 'int main(){}',
      language: 'C++',
      theme: 'monokai',
      fontSize: 16,
      tabSize: 2,
    });
    expect(loadDraft('P1000', 3)).toBeNull();
    expect(loadPrefs()).toMatchObject({ language: 'C++', theme: 'monokai' });
  });

  it('starts from the draft, else the last language the problem offers with its template', () => {
    const tpl = (l: string) => `// ${l}`;
    expect(initialEditorState('P1', ['C++', 'Python3'], tpl)).toMatchObject({
      language: 'C++',
      code: '// C++',
    });
    savePrefs({ language: 'Python3', theme: 'eclipse', fontSize: 12, tabSize: 2 });
    expect(initialEditorState('P1', ['C++', 'Python3'], tpl)).toMatchObject({
      language: 'Python3',
      code: '// Python3',
      theme: 'eclipse',
    });
    expect(initialEditorState('P1', ['Java'], tpl)).toMatchObject({ language: 'Java', code: '// Java' });
    saveDraft('P1', { code: 'mine', language: 'C++', theme: 'cobalt', fontSize: 20, tabSize: 8 });
    expect(initialEditorState('P1', ['C++', 'Python3'], tpl)).toMatchObject({
      code: 'mine',
      language: 'C++',
      theme: 'cobalt',
    });
  });
});
