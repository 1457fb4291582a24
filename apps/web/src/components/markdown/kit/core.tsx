import { memo } from 'react';
import ReactMarkdown, { type Components, type ExtraProps, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from '../components/CodeBlock';
import { CiteMark, rehypeCiteMarks } from './citeMarks';
import { LINK_PROPS, safeUrl } from '../sanitize';
import styles from '../markdown.module.css';

type HastNode = NonNullable<ExtraProps['node']>['children'][number];

function textOf(node: HastNode | NonNullable<ExtraProps['node']>): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map(textOf).join('');
  return '';
}

function languageOf(node: HastNode | undefined): string {
  if (!node || node.type !== 'element') return '';
  const classes = node.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  const found = list.find((name) => name.startsWith('language-'));
  return found ? found.slice('language-'.length) : '';
}

interface HastParent {
  children: HastNode[];
}

/**
 * Models put `<br>` in table cells, where Markdown has no line break of its own. That one tag
 * becomes a real break; every other piece of HTML stays text.
 */
function rehypeLineBreaks() {
  const walk = (parent: HastParent): void => {
    parent.children = parent.children.map((child) => {
      if (child.type === 'raw' && /^<br\s*\/?>$/i.test(child.value)) {
        return { type: 'element', tagName: 'br', properties: {}, children: [] };
      }
      if (child.type === 'element') walk(child);
      return child;
    });
  };
  return (tree: HastParent) => walk(tree);
}

/**
 * Raw HTML in an answer is shown as text (react-markdown's default without rehype-raw) and
 * never parsed. Images become links: loading a URL a model wrote would let an injected prompt
 * send conversation data to any server just by being displayed.
 */
const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} {...LINK_PROPS}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <a href={src} {...LINK_PROPS}>
        {alt || src}
      </a>
    ) : (
      <span>{alt}</span>
    ),
  sup: ({ node, children }) => (
    <CiteMark data-cite={node?.properties.dataCite as string | undefined}>{children}</CiteMark>
  ),
  table: ({ children }) => (
    <div className={styles.tableWrap}>
      <table>{children}</table>
    </div>
  ),
  pre: ({ node, children }) => {
    const code = node?.children[0];
    return (
      <CodeBlock language={languageOf(code)} text={code ? textOf(code).replace(/\n$/, '') : ''}>
        {children}
      </CodeBlock>
    );
  },
};

export interface RichBlockProps {
  source: string;
  remarkPlugins: NonNullable<Options['remarkPlugins']>;
  rehypePlugins: NonNullable<Options['rehypePlugins']>;
}

/** One top-level block rendered as GFM, plus whatever plugins have been loaded so far. */
export const RichBlock = memo(function RichBlock({
  source,
  remarkPlugins,
  rehypePlugins,
}: RichBlockProps) {
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm, ...remarkPlugins]}
      rehypePlugins={[rehypeLineBreaks, rehypeCiteMarks, ...rehypePlugins]}
      components={components}
      urlTransform={safeUrl}
    >
      {source}
    </ReactMarkdown>
  );
});
