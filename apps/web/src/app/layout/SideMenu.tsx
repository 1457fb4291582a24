import { IconMenuFold, IconMenuUnfold } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../settings/store';
import { AppMenu } from './AppMenu';
import styles from './StudioLayout.module.css';

/** The side menu, collapsible to icons (48 px); its width comes from the settings. */
export function SideMenu({ top, width }: { top: number; width: number }) {
  const { t } = useTranslation();
  const collapsed = useSettingsStore((state) => state.settings.menuCollapse);
  const update = useSettingsStore((state) => state.update);
  const label = collapsed ? t('menu.expand') : t('menu.collapse');
  return (
    <aside className={styles.sider} style={{ width }} aria-label={t('menu.title')}>
      {/* Sticky rather than fixed: the column's background then runs the page's full length. */}
      <div className={styles.siderInner} style={{ top, height: `calc(100vh - ${top}px)` }}>
        <AppMenu mode="vertical" collapsed={collapsed} className={styles.siderMenu} />
        <button
          type="button"
          className={styles.collapseButton}
          aria-label={label}
          title={label}
          onClick={() => update({ menuCollapse: !collapsed })}
        >
          {collapsed ? <IconMenuUnfold /> : <IconMenuFold />}
        </button>
      </div>
    </aside>
  );
}
