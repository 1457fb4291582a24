import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconExclamationCircleFill } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import styles from './RouteError.module.css';

/**
 * A page that throws, or whose code fails to load after a deploy, shows this instead of a blank.
 * Plain markup, not Arco's Result: this is in the entry chunk and Result carries large pictures.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="alert">
      <IconExclamationCircleFill className={styles.icon} />
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p className={styles.description}>{t('routeError.description')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
}

/** Each page gets one, so a broken page leaves the frame around it working. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
