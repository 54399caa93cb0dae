// HTML inside user texts (statements brought in by the QDUOJ and FPS importers are HTML): the raw
// nodes remark leaves are parsed by the browser into hast elements, so that rehype-sanitize (which
// runs after this) decides what stays. A tag opened in one raw node and closed in another
// (`<sup>2</sup>` inside a paragraph) is parsed together with the nodes between them: those are
// replaced by placeholders, the siblings' HTML parsed once, and the placeholders swapped back.
import type { ElementContent, Element, Root, RootContent } from 'hast';

type Parent = Root | Element;
const SLOT = 'md-slot';

/** HTML attribute → hast property name (hast-util-sanitize compares property names). */
const PROPERTY: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  'accept-charset': 'acceptCharset',
  tabindex: 'tabIndex',
  datetime: 'dateTime',
};

function fromDom(node: Node, slots: RootContent[]): RootContent[] {
  if (node.nodeType === 3) return [{ type: 'text', value: node.nodeValue ?? '' }];
  if (node.nodeType !== 1) return [];
  const el = node as globalThis.Element;
  const tag = el.tagName.toLowerCase();
  if (tag === SLOT) {
    const kept = slots[Number(el.getAttribute('data-i'))];
    return kept ? [kept] : [];
  }
  const properties: Record<string, string | string[]> = {};
  for (const a of Array.from(el.attributes)) {
    const name = PROPERTY[a.name] ?? a.name;
    properties[name] = name === 'className' ? a.value.split(/\s+/).filter(Boolean) : a.value;
  }
  const source = tag === 'template' ? (el as HTMLTemplateElement).content : el;
  const children = Array.from(source.childNodes).flatMap((c) => fromDom(c, slots));
  return [{ type: 'element', tagName: tag, properties, children: children as ElementContent[] }];
}

function parseSiblings(children: RootContent[]): RootContent[] {
  const slots: RootContent[] = [];
  const html = children
    .map((c) => {
      if (c.type === 'raw') return c.value;
      slots.push(c);
      return `<${SLOT} data-i="${slots.length - 1}"></${SLOT}>`;
    })
    .join('');
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.childNodes).flatMap((n) => fromDom(n, slots));
}

function walk(parent: Parent) {
  for (const c of parent.children) if (c.type === 'element') walk(c);
  if (parent.children.some((c) => c.type === 'raw'))
    parent.children = parseSiblings(parent.children as RootContent[]) as typeof parent.children;
}

/** Rehype plugin: raw HTML → elements (sanitise afterwards). Without a DOM, raw HTML is dropped. */
export default function rehypeRawHtml() {
  return (tree: Root) => {
    if (typeof document === 'undefined') return;
    walk(tree);
  };
}
