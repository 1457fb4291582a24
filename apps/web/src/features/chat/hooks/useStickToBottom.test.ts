import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VirtuosoHandle } from 'react-virtuoso';
import { useStickToBottom } from './useStickToBottom';

/** A scroller with the geometry jsdom does not compute. */
function scroller(height: number) {
  const node = document.createElement('div');
  Object.defineProperty(node, 'clientHeight', { value: 500 });
  Object.defineProperty(node, 'scrollHeight', { value: height, configurable: true });
  node.scrollTop = height - 500;
  return node;
}

function setup() {
  const scrollToIndex = vi.fn();
  const handle = { current: { scrollToIndex } as unknown as VirtuosoHandle };
  const { result } = renderHook(() => useStickToBottom(handle));
  return { result, scrollToIndex };
}

describe('useStickToBottom', () => {
  it('follows answers that grow while the reader stays at the end', () => {
    const { result, scrollToIndex } = setup();
    const node = scroller(2000);
    act(() => result.current.scrollerRef(node));
    Object.defineProperty(node, 'scrollHeight', { value: 2600 });
    result.current.heightChanged();
    expect(scrollToIndex).toHaveBeenCalledWith({ index: 'LAST', align: 'end' });
  });

  it('lets go once the list moves up, even without wheel, touch or keys (scrollbar, find)', () => {
    const { result, scrollToIndex } = setup();
    const node = scroller(2000);
    act(() => result.current.scrollerRef(node));
    node.scrollTop = 0;
    node.dispatchEvent(new Event('scroll'));
    result.current.atBottomChanged(false);
    // An older page lands above: the list grows, the reader must stay where they are.
    Object.defineProperty(node, 'scrollHeight', { value: 3000 });
    result.current.heightChanged();
    expect(scrollToIndex).not.toHaveBeenCalled();

    // Back at the end, it follows again.
    result.current.atBottomChanged(true);
    result.current.heightChanged();
    expect(scrollToIndex).toHaveBeenCalledOnce();
  });
});
