import { useEffect, useRef } from 'react';

/** Where the preview frame is served: sandboxed by its own policy, on the share origin if any. */
export const PREVIEW_FRAME_URL = '/u/frame';

interface Props {
  html: string;
  title: string;
  className?: string;
}

/**
 * A page's HTML, drawn where it can reach nothing: the frame document is an opaque origin with
 * no network (its response's policy), and draws what it is posted in a frame of its own that
 * inherits that policy. Only that frame's messages are listened to, and only to say it is ready.
 */
export function PageFrame({ html, title, className }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(html);
  const ready = useRef(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      if ((event.data as { ready?: unknown } | null)?.ready !== true) return;
      ready.current = true;
      source.postMessage({ html: latest.current }, '*');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    latest.current = html;
    if (ready.current) frame.current?.contentWindow?.postMessage({ html }, '*');
  }, [html]);

  return (
    <iframe
      ref={frame}
      src={PREVIEW_FRAME_URL}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      title={title}
      className={className}
      data-testid="page-frame"
    />
  );
}
