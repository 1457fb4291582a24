import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_TAB, neighbourOf, tabPath, useTabsStore, type TabEntry } from './store';

export const TAB_ACTIONS = [
  'reload',
  'closeCurrent',
  'closeLeft',
  'closeRight',
  'closeOthers',
  'closeAll',
] as const;
export type TabAction = (typeof TAB_ACTIONS)[number];

/** The tab bar's context menu (spec §2), acting on the tab it was opened on. */
export function useTabActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const store = useTabsStore();

  /** After closing, stay put if the page shown is still open, else go to `fallback`. */
  const settle = (fallback: TabEntry) => {
    const open = useTabsStore.getState().tabs.some((tab) => tabPath(tab) === pathname);
    if (!open) void navigate(fallback.fullPath);
  };

  return (action: TabAction, tab: TabEntry) => {
    const path = tabPath(tab);
    switch (action) {
      case 'reload':
        // The redirect helper swaps the page out and back, so it is built afresh.
        void navigate(`/redirect/${encodeURIComponent(tab.fullPath)}`, { replace: true });
        return;
      case 'closeCurrent': {
        const next = neighbourOf(store.tabs, path);
        store.close(path);
        return settle(next);
      }
      case 'closeLeft':
        store.closeLeft(path);
        return settle(tab);
      case 'closeRight':
        store.closeRight(path);
        return settle(tab);
      case 'closeOthers':
        store.closeOthers(path);
        return settle(tab);
      case 'closeAll':
        store.closeAll();
        return settle(DEFAULT_TAB);
    }
  };
}
