import { Breadcrumb } from '@arco-design/web-react';
import '@arco-design/web-react/es/Breadcrumb/style/css.js';
import { IconApps } from '@arco-design/web-react/icon';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeInfo } from '../routes/match';
import styles from './StudioLayout.module.css';

/** Where the page sits: the titles of its route and the routes above it (route meta). */
export function Breadcrumbs() {
  const { t } = useTranslation(['translation', 'nav']);
  const { pathname } = useLocation();
  const titles = routeInfo(pathname)
    .chain.filter((meta) => meta.titleKey && !meta.noAffix)
    .map((meta) => ({ key: meta.key, title: t(meta.titleKey!) }));
  if (!titles.length) return null;
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <Breadcrumb className={styles.breadcrumb}>
        <Breadcrumb.Item key="home">
          <IconApps aria-label={t('breadcrumb.home')} />
        </Breadcrumb.Item>
        {titles.map((item) => (
          <Breadcrumb.Item key={item.key}>{item.title}</Breadcrumb.Item>
        ))}
      </Breadcrumb>
    </nav>
  );
}
