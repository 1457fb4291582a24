import defaultsFile from '@/settings.json';
import { isBoolean, isInteger, oneOf, type Guarded } from '@/lib/guards';

export const MENU_WIDTH = { min: 160, max: 400, collapsed: 48 } as const;

/**
 * Each setting with the check of a stored value. Plain checks rather than contract schemas:
 * these are read before the first paint of every page, which must not wait for zod.
 */
const fields = {
  theme: oneOf('light', 'dark'),
  colorWeak: isBoolean,
  navbar: isBoolean,
  menu: isBoolean,
  topMenu: isBoolean,
  hideMenu: isBoolean,
  menuCollapse: isBoolean,
  footer: isBoolean,
  themeColor: (value: unknown): value is string =>
    typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value),
  menuWidth: isInteger(MENU_WIDTH.min, MENU_WIDTH.max),
  /** Whether the settings drawer is open (Arco Pro's name for it). */
  globalSettings: isBoolean,
  device: oneOf('desktop', 'mobile'),
  tabBar: isBoolean,
  menuFromServer: isBoolean,
};

/** App settings (spec §3), except the server menu, which lives in the query cache. */
export type AppSettings = { [Name in keyof typeof fields]: Guarded<(typeof fields)[Name]> };

const names = Object.keys(fields) as (keyof AppSettings)[];

/** `raw`'s well-formed fields over `base`: one bad value never costs the user the others. */
function overlay(base: AppSettings, raw: unknown): AppSettings {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ...base };
  const stored = raw as Record<string, unknown>;
  const present = names.filter((name) => fields[name](stored[name]));
  return { ...base, ...Object.fromEntries(present.map((name) => [name, stored[name]])) };
}

/**
 * The defaults: `src/settings.json` alone (spec §2). Checked strictly: a bad paste there is a
 * developer's mistake, caught by the unit tests, not something to paper over.
 */
export const defaultSettings: AppSettings = (() => {
  const file = defaultsFile as Record<string, unknown>;
  const wrong = names.filter((name) => !fields[name](file[name]));
  if (wrong.length) throw new Error(`settings.json: wrong or missing ${wrong.join(', ')}`);
  return Object.fromEntries(names.map((name) => [name, file[name]])) as AppSettings;
})();

/** Stored settings over the defaults; anything malformed reads as the default. */
export function parseSettings(stored: unknown): AppSettings {
  return overlay(defaultSettings, stored);
}
