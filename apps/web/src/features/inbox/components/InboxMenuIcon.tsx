import { lazy, Suspense } from 'react';
import { IconMessage } from '@arco-design/web-react/icon';

// The dot needs the query client and the contract's schemas: its own chunk, loaded by the frame.
const InboxMenuDot = lazy(() => import('./InboxMenuDot'));

/** The inbox's menu icon, with a dot while conversations wait or messages are unread. */
export function InboxMenuIcon() {
  return (
    <Suspense fallback={<IconMessage />}>
      <InboxMenuDot />
    </Suspense>
  );
}
