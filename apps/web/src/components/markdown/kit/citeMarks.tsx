import { useContext, type ReactNode } from 'react';
import { CiteContext } from '../citeContext';
import styles from '../markdown.module.css';

interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastChild[];
}
type HastChild = HastText | HastElement | { type: string };

const MARK = /\[(\d{1,2})\]/g;
/** Code shows citations as written. */
const SKIP = new Set(['code', 'pre', 'a']);

function split(text: string): HastChild[] {
  const parts: HastChild[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    if (match.index > last) parts.push({ type: 'text', value: text.slice(last, match.index) });
    parts.push({
      type: 'element',
      tagName: 'sup',
      properties: { dataCite: match[1] },
      children: [{ type: 'text', value: match[0] }],
    });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ type: 'text', value: text.slice(last) });
  return parts;
}

/** Marks `[n]` in an answer's text, so the reader can open the passage it cites. */
export function rehypeCiteMarks() {
  const walk = (parent: { children: HastChild[] }): void => {
    parent.children = parent.children.flatMap((child) => {
      if (child.type === 'text') return split((child as HastText).value);
      if (child.type === 'element' && !SKIP.has((child as HastElement).tagName))
        walk(child as HastElement);
      return [child];
    });
  };
  return (tree: { children: HastChild[] }) => walk(tree);
}

/** A `[n]` mark: a button where the message has citations, plain text elsewhere. */
export function CiteMark(props: { children?: ReactNode; 'data-cite'?: string }) {
  const open = useContext(CiteContext);
  const n = Number(props['data-cite']);
  if (!open || !n) return <sup>{props.children}</sup>;
  return (
    <button type="button" className={styles.citeMark} onClick={() => open(n)}>
      {props.children}
    </button>
  );
}
