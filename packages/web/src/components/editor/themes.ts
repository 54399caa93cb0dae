// The eight editor themes of the spec (site.md §9). Monokai, Solarized Light, Material, Eclipse and
// Dracula come from @uiw/codemirror-themes-all; IDEA, Base16-dark and Cobalt are built here.
import type { Extension } from '@uiw/react-codemirror';
import { createTheme } from '@uiw/codemirror-themes';
import { dracula, eclipse, material, monokai, solarizedLight } from '@uiw/codemirror-themes-all';
import { tags as t } from '@lezer/highlight';
import type { EditorTheme } from '@judge/shared';

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
    { tag: [t.keyword, t.modifier, t.bool, t.null], color: '#000080', fontWeight: 'bold' },
    { tag: [t.string, t.special(t.string)], color: '#008000', fontWeight: 'bold' },
    { tag: t.number, color: '#0000ff' },
    { tag: [t.comment, t.lineComment, t.blockComment], color: '#808080', fontStyle: 'italic' },
    { tag: [t.typeName, t.className], color: '#000000' },
    { tag: [t.function(t.variableName), t.definition(t.variableName)], color: '#00627a' },
    { tag: [t.processingInstruction, t.meta], color: '#808000' },
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
    { tag: [t.keyword, t.modifier], color: '#aa759f' },
    { tag: [t.string, t.special(t.string)], color: '#90a959' },
    { tag: [t.number, t.bool, t.null], color: '#d28445' },
    { tag: [t.comment, t.lineComment, t.blockComment], color: '#8f5536' },
    { tag: [t.typeName, t.className], color: '#f4bf75' },
    { tag: [t.function(t.variableName), t.definition(t.variableName)], color: '#6a9fb5' },
    { tag: [t.processingInstruction, t.meta], color: '#ac4142' },
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
    { tag: [t.keyword, t.modifier], color: '#ffee80' },
    { tag: [t.string, t.special(t.string)], color: '#3ad900' },
    { tag: [t.number, t.bool, t.null], color: '#ff80e1' },
    { tag: [t.comment, t.lineComment, t.blockComment], color: '#08f', fontStyle: 'italic' },
    { tag: [t.typeName, t.className], color: '#80ffbb' },
    { tag: [t.function(t.variableName), t.definition(t.variableName)], color: '#ffaa00' },
    { tag: [t.processingInstruction, t.meta], color: '#ff9d00' },
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
