import { z } from 'zod';
import defaultsFile from '@/settings.json';

export const MENU_WIDTH = { min: 160, max: 400, collapsed: 48 } as const;

const fields = {
  theme: z.enum(['light', 'dark']),
  colorWeak: z.boolean(),
  navbar: z.boolean(),
  menu: z.boolean(),
  topMenu: z.boolean(),
  hideMenu: z.boolean(),
  menuCollapse: z.boolean(),
  footer: z.boolean(),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  menuWidth: z.number().int().min(MENU_WIDTH.min).max(MENU_WIDTH.max),
  /** Whether the settings drawer is open (Arco Pro's name for it). */
  globalSettings: z.boolean(),
  device: z.enum(['desktop', 'mobile']),
  tabBar: z.boolean(),
  menuFromServer: z.boolean(),
};

/** App settings (spec §3), except the server menu, which lives in the query cache. */
export type AppSettings = z.infer<z.ZodObject<typeof fields>>;

/** Every field optional, and a malformed one reads as absent rather than failing the rest. */
const lenient = z.object(
  Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [
      name,
      (schema as z.ZodType).optional().catch(undefined),
    ]),
  ),
);

/** `raw`'s well-formed fields over `base`: one bad value never costs the user the others. */
function overlay(base: AppSettings, raw: unknown): AppSettings {
  const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  const parsed = lenient.parse(isObject ? raw : {});
  const present = Object.entries(parsed).filter(([, value]) => value !== undefined);
  return { ...base, ...(Object.fromEntries(present) as Partial<AppSettings>) };
}

/**
 * The defaults: `src/settings.json` alone (spec §2). Parsed strictly: a bad paste there is a
 * developer's mistake, caught by the unit tests, not something to paper over.
 */
export const defaultSettings: AppSettings = z.object(fields).parse(defaultsFile);

/** Stored settings over the defaults; anything malformed reads as the default. */
export function parseSettings(stored: unknown): AppSettings {
  return overlay(defaultSettings, stored);
}
