// The GFM and math syntax for the renderer, the parsing half only. remark-gfm and remark-math also
// register their serialisers (mdast back to markdown text), which a renderer never calls; that half
// (mdast-util-to-markdown, markdown-table: ~7 kB gzip) rode along on every page with a text. These
// plugins register the same micromark syntax and the same mdast builders, and nothing else.
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { math } from 'micromark-extension-math';
import { mathFromMarkdown } from 'mdast-util-math';

type Extensions = { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
/** What a remark plugin is called on (unified's processor), as far as these plugins use it. */
type Processor = { data(): unknown };

function addSyntax(processor: Processor, micromark: unknown, fromMarkdown: unknown) {
  const data = processor.data() as Extensions;
  (data.micromarkExtensions ??= []).push(micromark);
  (data.fromMarkdownExtensions ??= []).push(fromMarkdown);
}

/** GFM: tables, strikethrough, task lists, autolinks, footnotes. */
export function remarkGfmSyntax(this: Processor) {
  addSyntax(this, gfm(), gfmFromMarkdown());
}

/** `$…$` inline and `$$…$$` display math, as `inlineMath` / `math` nodes. */
export function remarkMathSyntax(this: Processor) {
  addSyntax(this, math(), mathFromMarkdown());
}
