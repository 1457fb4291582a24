import { Skeleton } from '@arco-design/web-react';
import '@arco-design/web-react/es/Skeleton/style/css.js';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return <Skeleton animation text={{ rows, width: ['90%', '75%', '85%', '60%'] }} />;
}
