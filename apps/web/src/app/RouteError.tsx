import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconExclamationCircleFill } from '@arco-design/web-react/icon';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './RouteError.module.css';

/**
 * A page that throws, or whose code fails to load after a deploy, shows this instead of a blank.
 * Plain markup, not Arco's Result: this is in the entry chunk and Result carries large pictures.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

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
