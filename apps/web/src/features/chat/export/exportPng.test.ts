import { afterEach, describe, expect, it, vi } from 'vitest';

const captured: { clone?: HTMLElement; classDuringCapture?: boolean; options?: unknown } = {};

vi.mock('modern-screenshot', () => ({
  domToBlob: vi.fn(async (node: HTMLElement, options: { onCloneNode: (n: Node) => void }) => {
    captured.classDuringCapture = node.classList.contains('miaoyu-exporting');
    captured.options = options;
    // Like modern-screenshot, the clone keeps some of the elements' own inline styles.
    const clone = node.cloneNode(true) as HTMLElement;
    options.onCloneNode(clone);
    captured.clone = clone;
    return new Blob(['png'], { type: 'image/png' });
  }),
}));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('exportPng', () => {
  it('takes a 2x picture with nothing clipped and downloads it, then puts the page back', async () => {
    vi.stubGlobal('requestAnimationFrame', (done: () => void) => setTimeout(done, 0));
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    document.body.innerHTML = `
      <div id="conversation" style="max-height: 400px; overflow: auto">
        <div data-virtuoso-scroller="true" style="height: 100%; overflow-y: auto">
          <div data-viewport-type="element" style="position: absolute; height: 100%"></div>
        </div>
        <pre style="max-height: 300px; overflow: auto"><code>long code</code></pre>
      </div>`;
    const node = document.getElementById('conversation')!;
    const { exportPng } = await import('./exportPng');

    await exportPng(node, '我的/对话');

    expect(captured.classDuringCapture).toBe(true);
    expect(captured.options).toMatchObject({ scale: 2, type: 'image/png' });
    const clone = captured.clone!;
    expect(clone.style.maxHeight).toBe('none');
    expect(clone.style.overflow).toBe('visible');
    expect(clone.querySelector<HTMLElement>('[data-virtuoso-scroller]')!.style.overflow).toBe(
      'visible',
    );
    expect(clone.querySelector<HTMLElement>('[data-viewport-type]')!.style.position).toBe(
      'relative',
    );
    expect(clone.querySelector('pre')!.style.maxHeight).toBe('none');
    expect(clone.querySelector('code')!.style.whiteSpace).toBe('pre-wrap');
    expect(created).toHaveBeenCalledOnce();
    expect(clicked).toEqual(['我的_对话.png']);
    // The page is as it was.
    expect(node.classList.contains('miaoyu-exporting')).toBe(false);
    expect(node.style.maxHeight).toBe('400px');
    expect(document.head.querySelector('style')?.textContent ?? '').not.toContain('exporting');
  });
});
