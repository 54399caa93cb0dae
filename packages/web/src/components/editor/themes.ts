// The eight editor themes of the spec (site.md §9). Monokai, Solarized Light, Material, Eclipse and
// Dracula come from @uiw/codemirror-themes-all; IDEA, Base16-dark and Cobalt are built here.
import type { Extension } from '@uiw/react-codemirror';
import { createTheme } from '@uiw/codemirror-themes';
import { dracula, eclipse, material, monokai, solarizedLight } from '@uiw/codemirror-themes-all';
import { tags as t } from '@lezer/highlight';
import type { EditorTheme } from '@judge/shared';

// The token groups every theme built here colours alike.
const KEYWORDS = [t.keyword, t.modifier];
const STRINGS = [t.string, t.special(t.string)];
const LITERALS = [t.number, t.bool, t.null];
const COMMENTS = [t.comment, t.lineComment, t.blockComment];
const TYPES = [t.typeName, t.className];
const FUNCTIONS = [t.function(t.variableName), t.definition(t.variableName)];
const META = [t.processingInstruction, t.meta];

const idea = createTheme({
  theme: 'light',
  settings: {
    background: '#ffffff',
    foreground: '#000000',
    caret: '#000000',
    selection: '#a6d2ff',
    selectionMatch: '#e4e4ff',
    lineHighlight: '#fffae3',
    gutterBackground: '#f0f0f0',
    gutterForeground: '#999999',
  },
  styles: [
    { tag: [...KEYWORDS, t.bool, t.null], color: '#000080', fontWeight: 'bold' },
    { tag: STRINGS, color: '#008000', fontWeight: 'bold' },
    { tag: t.number, color: '#0000ff' },
    { tag: COMMENTS, color: '#808080', fontStyle: 'italic' },
    { tag: TYPES, color: '#000000' },
    { tag: FUNCTIONS, color: '#00627a' },
    { tag: META, color: '#808000' },
    { tag: t.propertyName, color: '#660e7a' },
  ],
});

const base16Dark = createTheme({
  theme: 'dark',
  settings: {
    background: '#151515',
    foreground: '#e0e0e0',
    caret: '#b0b0b0',
    selection: '#303030',
    selectionMatch: '#303030',
    lineHighlight: '#202020',
    gutterBackground: '#151515',
    gutterForeground: '#505050',
  },
  styles: [
    { tag: KEYWORDS, color: '#aa759f' },
    { tag: STRINGS, color: '#90a959' },
    { tag: LITERALS, color: '#d28445' },
    { tag: COMMENTS, color: '#8f5536' },
    { tag: TYPES, color: '#f4bf75' },
    { tag: FUNCTIONS, color: '#6a9fb5' },
    { tag: META, color: '#ac4142' },
    { tag: [t.operator, t.punctuation], color: '#e0e0e0' },
    { tag: t.propertyName, color: '#90a959' },
  ],
});

const cobalt = createTheme({
  theme: 'dark',
  settings: {
    background: '#002240',
    foreground: '#ffffff',
    caret: '#ffffff',
    selection: '#b36539',
    selectionMatch: '#0050a4',
    lineHighlight: '#00254a',
    gutterBackground: '#002240',
    gutterForeground: '#d0d0d0',
  },
  styles: [
    { tag: KEYWORDS, color: '#ffee80' },
    { tag: STRINGS, color: '#3ad900' },
    { tag: LITERALS, color: '#ff80e1' },
    { tag: COMMENTS, color: '#08f', fontStyle: 'italic' },
    { tag: TYPES, color: '#80ffbb' },
    { tag: FUNCTIONS, color: '#ffaa00' },
    { tag: META, color: '#ff9d00' },
    { tag: t.propertyName, color: '#9effff' },
  ],
});

export const EDITOR_THEMES: Record<EditorTheme, Extension> = {
  monokai,
  solarized: solarizedLight,
  material,
  idea,
  eclipse,
  'base16-dark': base16Dark,
  cobalt,
  dracula,
};
