// The one renderer of user texts (statements, hints, discussions, announcements, signatures):
// GFM (tables with borders), math by KaTeX (`$…$` inline, `$$…$$` display; KaTeX and its fonts are
// loaded only when a text has math), highlighted code blocks with a copy button, images, and HTML
// brought in by the importers. Everything passes the sanitiser (stack.md §1) before it renders.
import { useEffect, useMemo, useState } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeRawHtml from './markdown/rawHtml';
import { hasMath, protectMathPipes, remarkDisplayDollars } from './markdown/math';
import { Code, Pre } from './markdown/CodeBlock';
import { remarkGfmSyntax, remarkMathSyntax } from './markdown/syntax';

// Keep the classes remark-math puts on math code, and the language of code blocks. The default
// schema's own className rule for code is replaced, not added to: with two rules the first wins and
// `math-display` was stripped, so `$$…$$` inside a line rendered inline.
const isClassRule = (a: unknown) => (Array.isArray(a) ? a[0] : a) === 'className';
const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [
      ...(defaultSchema.attributes?.code ?? []).filter((a) => !isClassRule(a)),
      ['className', /^language-./, 'math-inline', 'math-display'],
    ],
  },
};

type PluggableList = NonNullable<Options['rehypePlugins']>;
type Plugin = PluggableList[number];
let katex: Promise<Plugin> | null = null;
let katexReady: Plugin | null = null;
/** rehype-katex and its stylesheet, fetched once, the first time a text has math. */
function loadKatex(): Promise<Plugin> {
  katex ??= Promise.all([import('rehype-katex'), import('katex/dist/katex.min.css')]).then(([m]) => {
    katexReady = m.default as Plugin;
    return katexReady;
  });
  return katex;
}

/** Fetches KaTeX ahead of a text with math (the problem page's prefetch, once its statement is in). */
export const preloadMath = () => loadKatex().then(() => undefined);

const components: Components = { pre: Pre, code: Code };

export default function Markdown({ children }: { children: string }) {
  const math = hasMath(children);
  const [katexPlugin, setKatexPlugin] = useState<Plugin | null>(() => (math ? katexReady : null));
  useEffect(() => {
    let live = true;
    if (math && !katexPlugin) void loadKatex().then((p) => live && setKatexPlugin(() => p));
    return () => {
      live = false;
    };
  }, [math, katexPlugin]);
  const text = useMemo(() => (math ? protectMathPipes(children) : children), [children, math]);
  const rehypePlugins: PluggableList = [
    rehypeRawHtml,
    [rehypeSanitize, schema],
    ...(katexPlugin ? [katexPlugin] : []),
  ];
  return (
    <div className="markdown-body" data-math={math ? (katexPlugin ? 'ready' : 'loading') : undefined}>
      <ReactMarkdown
        remarkPlugins={[remarkGfmSyntax, remarkMathSyntax, remarkDisplayDollars]}
        rehypePlugins={rehypePlugins}
        components={components}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
