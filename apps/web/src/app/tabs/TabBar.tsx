import { Dropdown, Menu, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import {
  IconClose,
  IconDown,
  IconRefresh,
  IconToLeft,
  IconToRight,
  IconSwap,
  IconFolderDelete,
} from '@arco-design/web-react/icon';
import type { ParseKeys } from 'i18next';
import { routeTitleKey } from '@/lib/feature';
import type { TitleKey } from '@/lib/i18n';
import { usePageLabels } from '@/lib/page-label';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TAB, tabPath, useTabsStore, type TabEntry } from './store';
import { TAB_ACTIONS, useTabActions, type TabAction } from './useTabActions';
import styles from './TabBar.module.css';

const ICONS: Record<TabAction, typeof IconClose> = {
  reload: IconRefresh,
  closeCurrent: IconClose,
  closeLeft: IconToLeft,
  closeRight: IconToRight,
  closeOthers: IconSwap,
  closeAll: IconFolderDelete,
};

/** The open pages as tabs under the navbar (spec §2); right-click one for its actions. */
export function TabBar({ top }: { top: number }) {
  const { t } = useTranslation(['translation', 'nav']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = useTabsStore((state) => state.tabs);
  const labels = usePageLabels((state) => state.labels);
  const act = useTabActions();
  const current = tabs.find((tab) => tabPath(tab) === pathname) ?? DEFAULT_TAB;

  const actions = (tab: TabEntry) => {
    const index = tabs.findIndex((item) => tabPath(item) === tabPath(tab));
    const isDefault = index === 0;
    const disabled: Record<TabAction, boolean> = {
      reload: false,
      closeCurrent: isDefault,
      closeLeft: index <= 1,
      closeRight: index === tabs.length - 1,
      closeOthers: tabs.length <= (isDefault ? 1 : 2),
      closeAll: tabs.length <= 1,
    };
    return (
      <Menu className={styles.actions} onClickMenuItem={(key) => act(key as TabAction, tab)}>
        {TAB_ACTIONS.map((action) => {
          const Icon = ICONS[action];
          return (
            <Menu.Item key={action} disabled={disabled[action]}>
              <Icon className={styles.actionIcon} />
              {t(`tabBar.${action}` as ParseKeys)}
            </Menu.Item>
          );
        })}
      </Menu>
    );
  };

  return (
    <div className={styles.bar} style={{ top }}>
      <div className={styles.tabs} role="tablist" aria-label={t('tabBar.label')}>
        {tabs.map((tab, index) => {
          const path = tabPath(tab);
          const active = path === pathname;
          return (
            <Dropdown key={path} droplist={actions(tab)} trigger="contextMenu" position="bl">
              <Tag
                role="tab"
                aria-selected={active}
                tabIndex={0}
                className={active ? `${styles.tab} ${styles.active}` : styles.tab}
                closable={index > 0}
                onClose={(event: Event) => {
                  event.stopPropagation();
                  act('closeCurrent', tab);
                }}
                onClick={() => void navigate(tab.fullPath)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void navigate(tab.fullPath);
                }}
              >
                {labels[path] ?? t(routeTitleKey(tab.name) ?? (tab.title as TitleKey))}
              </Tag>
            </Dropdown>
          );
        })}
      </div>
      <Dropdown droplist={actions(current)} trigger="click" position="br">
        <button type="button" className={styles.more} aria-label={t('tabBar.actions')}>
          <IconDown />
        </button>
      </Dropdown>
    </div>
  );
}
