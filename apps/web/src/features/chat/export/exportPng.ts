import { downloadBlob, safeFileName } from './download';

const EXPORTING = 'miaoyu-exporting';

/**
 * While the picture is taken nothing inside the conversation is clipped: code blocks show every
 * line (long lines wrap), and scrollers (the virtual list, or anything marked
 * `data-export-expand`) grow to their full height. Virtuoso's viewport is absolutely placed
 * inside its scroller; put back in the flow it takes the list's height, and Virtuoso, seeing a
 * viewport that tall, renders every message. Elements marked `data-export-ignore` (copy
 * buttons) are left out of the picture.
 */
interface Rule {
  selector: string;
  /** Whether the captured node itself is expanded too. */
  root?: boolean;
  style: Record<string, string>;
}

const EXPANDED: Rule[] = [
  {
    selector: '[data-export-expand], [data-virtuoso-scroller]',
    root: true,
    // `flex: none`: a flex item (`flex: 1; min-height: 0`) ignores `height: auto`.
    style: { flex: 'none', height: 'auto', 'max-height': 'none', overflow: 'visible' },
  },
  {
    selector: '[data-virtuoso-scroller] > [data-viewport-type]',
    style: { position: 'relative', height: 'auto' },
  },
  { selector: 'pre, [data-code-block]', style: { 'max-height': 'none', overflow: 'visible' } },
  {
    selector: 'pre code',
    style: { width: 'auto', 'white-space': 'pre-wrap', 'word-break': 'break-all' },
  },
];

/** The rules above as a stylesheet for the live page, scoped to the node being captured. */
function expandedCss(): string {
  return EXPANDED.map(({ selector, root, style }) => {
    const scoped = selector.split(',').map((part) => `.${EXPORTING} ${part.trim()}`);
    const selectors = root ? [`.${EXPORTING}`, ...scoped] : scoped;
    const body = Object.entries(style).map(([name, value]) => `${name}: ${value} !important;`);
    return `${selectors.join(', ')} { ${body.join(' ')} }`;
  }).join('\n');
}

/**
 * The same rules written onto the clone that becomes the picture. modern-screenshot copies
 * computed styles but leaves some of an element's own inline styles (Virtuoso's, say) behind.
 */
function expandClone(clone: Node): void {
  if (!(clone instanceof HTMLElement)) return;
  for (const { selector, root, style } of EXPANDED) {
    const matches = [...(root ? [clone] : []), ...clone.querySelectorAll<HTMLElement>(selector)];
    for (const element of matches) {
      for (const [name, value] of Object.entries(style)) {
        // Heights were measured while expanded and copied as numbers: keep those.
        if (name !== 'height') element.style.setProperty(name, value, 'important');
      }
    }
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Waits until the expanded node stops growing (the virtual list renders in a few passes) and
 * the diagrams in it are drawn (`data-rendering`), for at most about ten seconds.
 */
async function settle(node: HTMLElement): Promise<void> {
  const deadline = Date.now() + 10_000;
  let height = node.scrollHeight;
  let stable = 0;
  while (Date.now() < deadline && (stable < 3 || node.querySelector('[data-rendering]'))) {
    await nextFrame();
    stable = node.scrollHeight === height ? stable + 1 : 0;
    height = node.scrollHeight;
  }
}

function pageBackground(): string {
  const value = getComputedStyle(document.body).getPropertyValue('--color-bg-1').trim();
  return value || '#ffffff';
}

/** Downloads a picture (twice the pixel density) of a conversation as `<fileName>.png`. */
export async function exportPng(node: HTMLElement, fileName: string): Promise<void> {
  const { domToBlob } = await import('modern-screenshot');
  const style = document.createElement('style');
  style.textContent = expandedCss();
  const scrollers = [node, ...node.querySelectorAll<HTMLElement>('*')].filter(
    (element) => element.scrollTop > 0,
  );
  const positions = scrollers.map((element) => element.scrollTop);
  document.head.appendChild(style);
  node.classList.add(EXPORTING);
  // Unclipped, the scrollers read scrollTop 0 but fire no scroll event: tell the virtual list,
  // or it keeps rendering from where it was and leaves a blank above.
  scrollers.forEach((element) => element.dispatchEvent(new Event('scroll')));
  try {
    await settle(node);
    const blob = await domToBlob(node, {
      scale: 2,
      type: 'image/png',
      backgroundColor: pageBackground(),
      onCloneNode: expandClone,
      filter: (element) =>
        !(element instanceof Element && element.hasAttribute('data-export-ignore')),
    });
    downloadBlob(blob, `${safeFileName(fileName)}.png`);
  } finally {
    node.classList.remove(EXPORTING);
    style.remove();
    scrollers.forEach((element, index) => {
      element.scrollTop = positions[index]!;
    });
  }
}
