import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { initI18n } from '../i18n';
import Markdown from './Markdown';
import { hasMath, protectMathPipes } from './markdown/math';

initI18n('en-US');

// The seeded P1004's statement: a `|` inside `$|a_i|$` used to split the header into six cells.
const P1004_TABLE =
  '| subtask | points | $n, q$ | $|a_i|$ |\n| --- | --- | --- | --- |\n' +
  '| 1 | 20 | $\\le 1000$ | $\\le 1000$ |\n| 2 | 30 | $\\le 10^5$ | $\\le 1000$ |';

describe('Markdown', () => {
  it('renders a GFM table whose math holds a bar (P1004) as a table, math typeset', async () => {
    const { container } = render(<Markdown>{P1004_TABLE}</Markdown>);
    expect(container.querySelectorAll('table th')).toHaveLength(4);
    expect(container.querySelectorAll('table tbody tr')).toHaveLength(2);
    await waitFor(() => expect(container.querySelector('[data-math="ready"]')).not.toBeNull());
    expect(container.querySelectorAll('table .katex').length).toBe(6);
  });

  it('renders $$…$$ as display math, also inside a line, and $…$ inline', async () => {
    const { container } = render(<Markdown>{'Sum: $$\\sum_{i=1}^n i$$ and $x$.\n\n$$\na^2\n$$'}</Markdown>);
    await waitFor(() => expect(container.querySelectorAll('.katex-display')).toHaveLength(2));
    expect(container.querySelectorAll('.katex').length).toBe(3);
  });

  it('does not load KaTeX for a text without math', () => {
    const { container } = render(<Markdown>{'plain *text* costs 5 dollars'}</Markdown>);
    expect(container.querySelector('[data-math]')).toBeNull();
    expect(hasMath('a $x$ b')).toBe(true);
    expect(hasMath('no math')).toBe(false);
    expect(hasMath('```cpp\nprintf("$%d", x);\n```')).toBe(false);
  });

  it('highlights a fenced code block and gives it a copy button', async () => {
    const { container } = render(<Markdown>{'```cpp\nint main() { return 0; }\n```'}</Markdown>);
    expect(container.querySelector('.md-code .md-code-copy')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('code.hljs .hljs-keyword')).not.toBeNull());
    expect(container.querySelector('pre')!.textContent).toBe('int main() { return 0; }\n');
  });

  it('renders HTML of imported statements through the sanitiser', () => {
    const html =
      '<p>Given <b>n</b>, print 2<sup>n</sup>.</p>\n<img src="/api/public/img/a.png" onerror="alert(1)">\n' +
      '<script>alert(1)</script>\n\nText with <sup>inline</sup> tags and <a href="javascript:alert(1)">a link</a>.';
    const { container } = render(<Markdown>{html}</Markdown>);
    expect(container.querySelector('p b')!.textContent).toBe('n');
    expect(container.querySelectorAll('sup')).toHaveLength(2);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/public/img/a.png');
    expect(img.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    expect(container.textContent).not.toContain('<p>');
  });

  it('keeps bars outside math and outside tables as they are', () => {
    expect(protectMathPipes('a $|x|$ b')).toBe('a $|x|$ b');
    expect(protectMathPipes('| $|x|$ | y |')).toBe('| $\\vert x\\vert $ | y |');
  });
});
