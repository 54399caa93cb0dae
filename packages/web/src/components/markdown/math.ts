// Two fixes before remark-math, so that statements written for HOJ/Luogu render as their authors
// meant: `$$…$$` written inside a line is display math (remark-math makes it inline and small), and
// a `|` inside `$…$` in a table row (`$|a_i|$`) does not split the cell.
/** Whether a text has math at all (KaTeX is loaded only then). */
export const hasMath = (text: string) =>
  // Dollars inside code (a program shown as a fenced block) are not math.
  /\$[^$]|\\\(|\\\[/.test(text.replace(/(`{3,})[\s\S]*?(?:\1|$)|`[^`\n]*`/g, ''));

/** In GFM table rows, `|` inside `$…$` becomes `\vert ` (the same bar in TeX). */
export function protectMathPipes(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      /^\s*\|/.test(line)
        ? line.replace(/\$([^$\n]+)\$/g, (_m, body: string) => `$${body.replace(/\|/g, '\\vert ')}$`)
        : line,
    )
    .join('\n');
}

interface MathNode {
  type: string;
  position?: { start: { offset?: number } };
  data?: { hProperties?: Record<string, unknown> };
  children?: MathNode[];
}

/** Remark plugin: inline math whose source opens with `$$` is rendered as display math. */
export function remarkDisplayDollars() {
  return (tree: unknown, file: { value: unknown }) => {
    const source = String(file.value);
    const visit = (n: MathNode) => {
      if (n.type === 'inlineMath') {
        const at = n.position?.start.offset;
        if (at !== undefined && source.startsWith('$$', at))
          n.data = { ...n.data, hProperties: { className: ['language-math', 'math-display'] } };
      }
      n.children?.forEach(visit);
    };
    visit(tree as MathNode);
  };
}
