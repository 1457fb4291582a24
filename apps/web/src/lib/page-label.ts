import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { create } from 'zustand';
import { sessionStore } from './storage';

const LABELS_STORAGE_KEY = 'page-labels';
/** Labels kept for reloads: the newest pages', enough for any tab bar. */
const KEPT = 50;

interface PageLabels {
  /** A page's own name (a helper's, a team's) by its path, where its route's title is generic. */
  labels: Record<string, string>;
  set: (path: string, label: string) => void;
  clear: () => void;
}

export const usePageLabels = create<PageLabels>()((set, get) => ({
  labels: sessionStore.getJSON(LABELS_STORAGE_KEY, z.record(z.string(), z.string())) ?? {},
  set(path, label) {
    if (get().labels[path] === label) return;
    const rest = Object.entries(get().labels).filter(([key]) => key !== path);
    const labels = Object.fromEntries([...rest.slice(-(KEPT - 1)), [path, label]]);
    set({ labels });
    sessionStore.setJSON(LABELS_STORAGE_KEY, labels);
  },
  clear() {
    set({ labels: {} });
    sessionStore.setJSON(LABELS_STORAGE_KEY, {});
  },
}));

/** The name the page at `path` gave itself, if any. */
export const usePageLabel = (path: string): string | undefined =>
  usePageLabels((state) => state.labels[path]);

/**
 * Names the current page (its tab, breadcrumb and window title) after what it
 * shows, once that is known: a helper's page says the helper's name, not "助手".
 */
export function useNamePage(label: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (label) usePageLabels.getState().set(pathname, label);
  }, [pathname, label]);
}
