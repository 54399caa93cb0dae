// CodeMirror 6 editor: the language's mode, one of the eight themes, font size, tab size, height.
import { useEffect, useMemo, useState } from 'react';
import CodeMirror, { EditorState, EditorView } from '@uiw/react-codemirror';
import { indentUnit } from '@codemirror/language';
import { EDITOR, type EditorTheme } from '@judge/shared';
import { EDITOR_THEMES } from './themes';
import { loadMode, loadedMode } from './modes';

export interface CodeEditorProps {
  value: string;
  onChange?: (code: string) => void;
  language: string;
  theme?: EditorTheme;
  fontSize?: number;
  tabSize?: number;
  height?: number;
  readOnly?: boolean;
}

export default function CodeEditor({
  value,
  onChange,
  language,
  theme = EDITOR.defaultTheme,
  fontSize = EDITOR.defaultFontSize,
  tabSize = EDITOR.defaultTabSize,
  height = EDITOR.defaultHeight,
  readOnly = false,
}: CodeEditorProps) {
  // The mode arrives with its chunk; until then the code shows as plain text.
  const [mode, setMode] = useState(() => loadedMode(language) ?? []);
  useEffect(() => {
    let live = true;
    setMode(loadedMode(language) ?? []);
    void loadMode(language).then((m) => live && setMode(m));
    return () => {
      live = false;
    };
  }, [language]);
  const extensions = useMemo(
    () => [
      ...mode,
      EditorState.tabSize.of(tabSize),
      indentUnit.of(' '.repeat(tabSize)),
      EditorView.lineWrapping,
      EditorView.theme({
        '&': { fontSize: `${fontSize}px` },
        '.cm-content': { fontFamily: 'Consolas, Menlo, monospace' },
      }),
    ],
    [mode, tabSize, fontSize],
  );
  return (
    <div className="code-editor" data-theme={theme} data-testid="code-editor">
      <CodeMirror
        value={value}
        height={`${height}px`}
        theme={EDITOR_THEMES[theme] ?? EDITOR_THEMES[EDITOR.defaultTheme]}
        extensions={extensions}
        onChange={onChange}
        readOnly={readOnly}
        basicSetup={{
          lineNumbers: true,
          foldGutter: true,
          highlightActiveLine: true,
          bracketMatching: true,
          closeBrackets: true,
          autocompletion: true,
          tabSize,
        }}
      />
    </div>
  );
}
