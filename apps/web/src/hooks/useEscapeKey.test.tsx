import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEscapeKey } from './useEscapeKey';

describe('useEscapeKey', () => {
  it('closes on Escape wherever focus is, only while open', () => {
    const close = vi.fn();
    const { rerender, unmount } = renderHook(({ open }) => useEscapeKey(open, close), {
      initialProps: { open: true },
    });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(close).toHaveBeenCalledTimes(1);
    rerender({ open: false });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(close).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('leaves an Escape already used inside (a cancelled rename) alone', () => {
    const close = vi.fn();
    renderHook(() => useEscapeKey(true, close));
    const input = document.createElement('input');
    document.body.append(input);
    input.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(close).not.toHaveBeenCalled();
    input.remove();
  });
});
