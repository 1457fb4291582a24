import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useArcoTheme } from './useArcoTheme';

describe('useArcoTheme', () => {
  afterEach(() => document.body.removeAttribute('arco-theme'));

  it('follows <body arco-theme> live, as the theme toggle sets it', async () => {
    const { result } = renderHook(() => useArcoTheme());
    expect(result.current).toBe('light');

    await act(async () => document.body.setAttribute('arco-theme', 'dark'));
    expect(result.current).toBe('dark');

    await act(async () => document.body.removeAttribute('arco-theme'));
    expect(result.current).toBe('light');
  });
});
