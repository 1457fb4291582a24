import { Breadcrumb } from '@arco-design/web-react';
import '@arco-design/web-react/es/Breadcrumb/style/css.js';
import { IconApps } from '@arco-design/web-react/icon';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageLabel } from '@/lib/page-label';
import { routeInfo } from '../routes/match';
import styles from './StudioLayout.module.css';

/** Where the page sits: the titles of its route and the routes above it (route meta). */
export function Breadcrumbs() {
  const { t } = useTranslation(['translation', 'nav']);
  const { pathname } = useLocation();
  const label = usePageLabel(pathname);
  const chain = routeInfo(pathname).chain.filter((meta) => meta.titleKey && !meta.noAffix);
  // The page's own name, when it gave one, stands for its route's title (the last one).
  const titles = chain.map((meta, index) => ({
    key: meta.key,
    title: (index === chain.length - 1 ? label : undefined) ?? t(meta.titleKey!),
  }));
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
