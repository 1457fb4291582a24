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
const EXPORT_CSS = `
.${EXPORTING}, .${EXPORTING} [data-export-expand], .${EXPORTING} [data-virtuoso-scroller] {
  height: auto !important; max-height: none !important; overflow: visible !important;
}
.${EXPORTING} [data-virtuoso-scroller] > [data-viewport-type] {
  position: relative !important; height: auto !important;
}
.${EXPORTING} pre, .${EXPORTING} [data-code-block] {
  max-height: none !important; overflow: visible !important;
}
.${EXPORTING} pre code {
  width: auto !important; white-space: pre-wrap !important; word-break: break-all !important;
}`;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Waits until the expanded node stops growing (the virtual list renders in a few passes). */
async function settle(node: HTMLElement): Promise<void> {
  let height = node.scrollHeight;
  let stable = 0;
  for (let i = 0; i < 60 && stable < 3; i += 1) {
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
  style.textContent = EXPORT_CSS;
  const scrollers = [node, ...node.querySelectorAll<HTMLElement>('*')].filter(
    (element) => element.scrollTop > 0,
  );
  const positions = scrollers.map((element) => element.scrollTop);
  document.head.appendChild(style);
  node.classList.add(EXPORTING);
  try {
    await settle(node);
    const blob = await domToBlob(node, {
      scale: 2,
      type: 'image/png',
      backgroundColor: pageBackground(),
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
