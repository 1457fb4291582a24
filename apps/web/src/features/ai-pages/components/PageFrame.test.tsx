import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageFrame } from './PageFrame';

/** A message from `source` to the studio's window, as the browser delivers it. */
const message = (source: unknown, data: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { source: source as Window, data }));

describe('PageFrame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is sandboxed with scripts only, and posts the page once its own frame says it is ready', () => {
    const { getByTestId, rerender } = render(<PageFrame html="<h1>一</h1>" title="页面" />);
    const frame = getByTestId('page-frame') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe('/u/frame');
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');

    // Another window saying "ready" (a page in some other frame) is not listened to.
    message(window, { ready: true });
    expect(post).not.toHaveBeenCalled();

    message(frame.contentWindow, { ready: true });
    expect(post).toHaveBeenLastCalledWith({ html: '<h1>一</h1>' }, '*');
    rerender(<PageFrame html="<h1>二</h1>" title="页面" />);
    expect(post).toHaveBeenLastCalledWith({ html: '<h1>二</h1>' }, '*');
    // Its frame reloaded (the page navigated itself): the current page is posted again.
    message(frame.contentWindow, { ready: true });
    expect(post).toHaveBeenCalledTimes(3);
    // Anything else the frame says is ignored.
    message(frame.contentWindow, { html: '<h1>forged</h1>' });
    expect(post).toHaveBeenCalledTimes(3);
  });
});
