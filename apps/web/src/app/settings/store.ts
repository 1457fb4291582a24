import { create } from 'zustand';
import { storage } from '@/lib/storage';
import { useThemeStore } from '@/lib/theme';
import { parseSettings, type AppSettings } from './schema';
import { SETTINGS_STORAGE_KEY } from './storageKey';

export { SETTINGS_STORAGE_KEY };

/** Everything but the theme, which lib/theme keeps under `arco-theme` for the login page too. */
export type LayoutSettings = Omit<AppSettings, 'theme'>;

/** Not persisted: the drawer's open state and the device, which the window width decides. */
const RUNTIME_ONLY = ['globalSettings', 'device'] as const;

function load(): LayoutSettings {
  const { theme: _theme, ...settings } = parseSettings(storage.getUnknown(SETTINGS_STORAGE_KEY));
  return { ...settings, globalSettings: false };
}

function save(settings: LayoutSettings): void {
  const kept: Partial<LayoutSettings> = { ...settings };
  for (const key of RUNTIME_ONLY) delete kept[key];
  storage.setJSON(SETTINGS_STORAGE_KEY, kept);
}

interface SettingsState {
  settings: LayoutSettings;
  update: (patch: Partial<LayoutSettings>) => void;
}

/** App settings (spec §3): defaults from `src/settings.json`, changes kept in local storage. */
export const useSettingsStore = create<SettingsState>()((set, get) => ({
  settings: load(),
  update(patch) {
    const settings = { ...get().settings, ...patch };
    set({ settings });
    // The device and the drawer are this window's own: noting them must not write this window's
    // copy of the settings over a newer one (another tab's, or one set before this page started).
    const persisted = Object.keys(patch).some(
      (key) => !(RUNTIME_ONLY as readonly string[]).includes(key),
    );
    if (persisted) save(settings);
  },
}));

export function useSettings(): LayoutSettings {
  return useSettingsStore((state) => state.settings);
}

/** The whole app settings state, as pasted into `src/settings.json`. */
export function settingsSnapshot(): AppSettings {
  const { settings } = useSettingsStore.getState();
  // Pasted as defaults, an open drawer would greet every new user.
  return { theme: useThemeStore.getState().theme, ...settings, globalSettings: false };
}
