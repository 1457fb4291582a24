import { lazy, Suspense, type ComponentProps } from 'react';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import styles from './AiPages.module.css';

const loadEditors = () => import('./code/editors');
const LazyCode = lazy(() => loadEditors().then((m) => ({ default: m.CodeEditor })));
const LazyCompare = lazy(() => loadEditors().then((m) => ({ default: m.CompareView })));

const waiting = <Spin className={styles.spin} />;

export function CodeEditor(props: ComponentProps<typeof LazyCode>) {
  return (
    <Suspense fallback={waiting}>
      <LazyCode {...props} />
    </Suspense>
  );
}

export function CompareView(props: ComponentProps<typeof LazyCompare>) {
  return (
    <Suspense fallback={waiting}>
      <LazyCompare {...props} />
    </Suspense>
  );
}
