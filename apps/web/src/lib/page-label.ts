import { useEffect } from 'react';
import { useLocation } from 'react-router';
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

/**
 * The labels kept for this tab, read by hand: this runs on every page, the sign-in page too, which
 * would otherwise download zod for one map of strings.
 */
export function storedLabels(): Record<string, string> {
  const raw = sessionStore.getUnknown(LABELS_STORAGE_KEY);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export const usePageLabels = create<PageLabels>()((set, get) => ({
  labels: storedLabels(),
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
