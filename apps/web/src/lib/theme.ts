import { create } from 'zustand';
import { THEME_STORAGE_KEY } from '@miaoyu/contracts/constants';
import defaults from '@/settings.json';
import { storage } from './storage';

export type Theme = 'light' | 'dark';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** Arco reads `arco-theme` on <body>; the page background follows Arco's variables. */
function apply(theme: Theme): void {
  if (theme === 'dark') document.body.setAttribute('arco-theme', 'dark');
  else document.body.removeAttribute('arco-theme');
}

function initialTheme(): Theme {
  const saved = storage.getString(THEME_STORAGE_KEY);
  if (isTheme(saved)) return saved;
  return isTheme(defaults.theme) ? defaults.theme : 'light';
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggle: () => void;
}

/**
 * Light or dark, saved under `arco-theme` (spec §2, §9). Kept apart from the other settings so
 * the login page can follow it without loading the settings code.
 */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: initialTheme(),
  setTheme(theme) {
    storage.setString(THEME_STORAGE_KEY, theme);
    apply(theme);
    set({ theme });
  },
  toggle() {
    get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
  },
}));

apply(useThemeStore.getState().theme);
