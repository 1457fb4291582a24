import katex from 'katex';
import type { ExtraProps } from 'react-markdown';

/*
 * rehype-katex would bring its own, older KaTeX (0.16, nested in its node_modules) whose class
 * names differ from the stylesheet of the KaTeX we depend on (0.19): `.base` became `.katex-base`.
 * This plugin renders remark-math's nodes with our KaTeX, so markup and CSS always match.
 */

type HastElement = NonNullable<ExtraProps['node']>;
type HastChild = HastElement['children'][number];
interface HastParent {
  children: HastChild[];
}

function classesOf(node: HastElement): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function textOf(node: HastChild): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** KaTeX's markup (HTML, SVG and MathML) as hast, parsed inertly by the browser. */
function toHast(node: Node): HastChild | null {
  if (node.nodeType === Node.TEXT_NODE) return { type: 'text', value: node.nodeValue ?? '' };
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const properties: HastElement['properties'] = {};
  for (const { name, value } of element.attributes) {
    if (name === 'class') properties.className = value.split(/\s+/).filter(Boolean);
    else properties[name] = value;
  }
  const children = [...element.childNodes].map(toHast).filter((c): c is HastChild => c !== null);
  return { type: 'element', tagName: element.localName, properties, children };
}

function render(tex: string, displayMode: boolean): HastChild[] {
  const html = katex.renderToString(tex, {
    displayMode,
    throwOnError: false,
    strict: 'ignore',
    // No \href, \url, \htmlClass…: the formula comes from a model.
    trust: false,
    output: 'htmlAndMathml',
  });
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map(toHast).filter((c): c is HastChild => c !== null);
}

/** Whether an element is remark-math's output, and which kind. */
function mathKind(node: HastChild): { tex: string; display: boolean } | null {
  if (node.type !== 'element') return null;
  if (node.tagName === 'pre') {
    const code = node.children.find((c) => c.type === 'element');
    const kind = code ? mathKind(code) : null;
    return kind ? { ...kind, display: true } : null;
  }
  if (node.tagName !== 'code' || !classesOf(node).includes('language-math')) return null;
  return { tex: textOf(node), display: classesOf(node).includes('math-display') };
}

function walk(parent: HastParent): void {
  parent.children = parent.children.flatMap((child) => {
    const math = mathKind(child);
    if (math) return render(math.tex, math.display);
    if (child.type === 'element') walk(child);
    return [child];
  });
}

export function rehypeKatex() {
  return (tree: HastParent) => walk(tree);
}
