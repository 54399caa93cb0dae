// Code blocks of user texts: highlighted once their language's grammar has loaded (plain text
// until then), with a copy button in the corner.
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Button, Tooltip } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../utils/clipboard';
import { highlight } from './highlight';

type WithNode<T> = T & { node?: unknown };

export function Pre({ node: _node, children, ...props }: WithNode<ComponentProps<'pre'>>) {
  const { t } = useTranslation();
  const ref = useRef<HTMLPreElement>(null);
  return (
    <div className="md-code">
      <Tooltip title={t('Problem_Copy')}>
        <Button
          className="md-code-copy"
          size="small"
          type="text"
          icon={<CopyOutlined />}
          aria-label={t('Problem_Copy')}
          onClick={() => void copyText(ref.current?.textContent ?? '', t)}
        />
      </Tooltip>
      <pre ref={ref} {...props}>
        {children}
      </pre>
    </div>
  );
}

export function Code({ node: _node, className, children, ...props }: WithNode<ComponentProps<'code'>>) {
  const lang = /(?:^|\s)language-([^\s]+)/.exec(className ?? '')?.[1];
  const text = typeof children === 'string' ? children : null;
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setHtml(null);
    if (lang && lang !== 'math' && text !== null) void highlight(text, lang).then((h) => live && setHtml(h));
    return () => {
      live = false;
    };
  }, [lang, text]);
  if (html !== null)
    // highlight.js escapes the code it wraps in spans: this HTML holds no user markup.
    return (
      <code className={`${className ?? ''} hljs`} dangerouslySetInnerHTML={{ __html: html }} {...props} />
    );
  return (
    <code className={className} {...props}>
      {children}
    </code>
  );
}
