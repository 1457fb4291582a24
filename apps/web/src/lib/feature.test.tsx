import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadPage } from './feature';

describe('lazyPage', () => {
  it('renders a preloaded page at once, without a skeleton, downloading it once', async () => {
    let downloads = 0;
    const element = lazyPage(
      async () => {
        downloads += 1;
        return { Hello: () => <p>页面</p> };
      },
      (module) => module.Hello,
    );
    await Promise.all([preloadPage(element), preloadPage(element)]);
    render(<Suspense fallback={<p>骨架</p>}>{element}</Suspense>);
    expect(screen.getByText('页面')).toBeTruthy();
    expect(screen.queryByText('骨架')).toBeNull();
    expect(downloads).toBe(1);
  });

  it('shows the skeleton while a page not yet here downloads, and can try again after a failure', async () => {
    let fail = true;
    const element = lazyPage(
      async () => {
        if (fail) throw new Error('offline');
        return { Hello: () => <p>页面</p> };
      },
      (module) => module.Hello,
    );
    await expect(preloadPage(element)).rejects.toThrow('offline');
    fail = false;
    render(<Suspense fallback={<p>骨架</p>}>{element}</Suspense>);
    expect(screen.getByText('骨架')).toBeTruthy();
    expect(await screen.findByText('页面')).toBeTruthy();
  });
});
