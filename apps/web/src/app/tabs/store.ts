import { create } from 'zustand';
import { isArrayOf, isBoolean, isRecordOf, isString, type Guard } from '@/lib/guards';
import { paths } from '@/lib/paths';
import { sessionStore } from '@/lib/storage';
import { DEFAULT_ROUTE_KEY, SHELL_ROUTE_KEYS } from '../routes/meta';

const TABS_STORAGE_KEY = 'arco-tabs';

/** A tab (spec §3): title (a locale key, so it follows the language), name, fullPath, query. */
export interface TabEntry {
  title: string;
  name: string;
  fullPath: string;
  query: Record<string, string>;
  ignoreCache: boolean;
}

/** A stored tab is used only when every field is well-formed (the tab bar reads it first). */
const isTab: Guard<TabEntry> = (value): value is TabEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const tab = value as Record<string, unknown>;
  return (
    isString(tab.title) &&
    isString(tab.name) &&
    isString(tab.fullPath) &&
    tab.fullPath.startsWith('/') &&
    isRecordOf(isString)(tab.query) &&
    isBoolean(tab.ignoreCache)
  );
};

/** The workplace: always first, never closed (spec §2, §9). */
export const DEFAULT_TAB: TabEntry = {
  title: 'nav:dashboard.workplace',
  name: DEFAULT_ROUTE_KEY,
  fullPath: paths.home,
  query: {},
  ignoreCache: false,
};

/** A tab is one page: its path without the query, which may change while the tab stays. */
export const tabPath = (tab: Pick<TabEntry, 'fullPath'>) => tab.fullPath.split('?')[0] ?? '';

const isDefault = (tab: TabEntry) => tabPath(tab) === tabPath(DEFAULT_TAB);

function withDefault(tabs: TabEntry[]): TabEntry[] {
  const rest = tabs.filter((tab) => !isDefault(tab));
  return [tabs.find(isDefault) ?? DEFAULT_TAB, ...rest];
}

function load(): TabEntry[] {
  const stored = sessionStore.getJSON(TABS_STORAGE_KEY, isArrayOf(isTab));
  return withDefault(stored ?? []);
}

interface TabsState {
  tabs: TabEntry[];
  /** Adds the page as a tab, or points its tab at the new query. */
  open: (tab: TabEntry) => void;
  /** Puts the page in the place of the tab at `path` (which closes), or adds it. */
  replace: (path: string, tab: TabEntry) => void;
  close: (path: string) => void;
  closeLeft: (path: string) => void;
  closeRight: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
}

export const useTabsStore = create<TabsState>()((set, get) => {
  const keep = (tabs: TabEntry[]) => {
    const next = withDefault(tabs);
    set({ tabs: next });
    sessionStore.setJSON(TABS_STORAGE_KEY, next);
  };
  const indexOf = (path: string) => get().tabs.findIndex((tab) => tabPath(tab) === path);

  return {
    tabs: load(),
    open(tab) {
      // Spec §2: the redirect helper is a step, never a tab.
      if (tab.name === SHELL_ROUTE_KEYS.redirect) return;
      const index = indexOf(tabPath(tab));
      const tabs = [...get().tabs];
      if (index === -1) tabs.push(tab);
      else if (tabs[index]?.fullPath !== tab.fullPath || tabs[index]?.title !== tab.title)
        tabs[index] = tab;
      else return;
      keep(tabs);
    },
    replace(path, tab) {
      const index = indexOf(path);
      if (index === -1 || isDefault(get().tabs[index]!)) return get().open(tab);
      const tabs = get().tabs.map((old, at) => (at === index ? tab : old));
      keep(tabs.filter((old, at) => at === index || tabPath(old) !== tabPath(tab)));
    },
    close: (path) => keep(get().tabs.filter((tab) => tabPath(tab) !== path)),
    closeLeft(path) {
      const index = indexOf(path);
      if (index > 0) keep(get().tabs.slice(index));
    },
    closeRight(path) {
      const index = indexOf(path);
      if (index !== -1) keep(get().tabs.slice(0, index + 1));
    },
    closeOthers: (path) => keep(get().tabs.filter((tab) => tabPath(tab) === path)),
    closeAll: () => keep([]),
  };
});

/** Where to go after closing `path`: the tab before it, else the one after, else the default. */
export function neighbourOf(tabs: readonly TabEntry[], path: string): TabEntry {
  const index = tabs.findIndex((tab) => tabPath(tab) === path);
  return tabs[index - 1] ?? tabs[index + 1] ?? DEFAULT_TAB;
}
