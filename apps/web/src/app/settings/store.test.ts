import { beforeEach, describe, expect, it, vi } from 'vitest';
import defaultsFile from '@/settings.json';
import { defaultSettings, parseSettings } from './schema';

async function freshStore() {
  vi.resetModules();
  return { ...(await import('./store')), ...(await import('@/lib/theme')) };
}

describe('settings', () => {
  beforeEach(() => window.localStorage.clear());

  it('default to src/settings.json (spec §9: light, #165DFF, 220, desktop)', () => {
    expect(defaultSettings).toEqual(defaultsFile);
    expect(defaultSettings).toMatchObject({
      theme: 'light',
      themeColor: '#165DFF',
      menuWidth: 220,
      device: 'desktop',
      navbar: true,
      menu: true,
      footer: true,
      tabBar: true,
      topMenu: false,
      hideMenu: false,
      menuCollapse: false,
      colorWeak: false,
      menuFromServer: false,
      globalSettings: false,
    });
  });

  it('persist changes and read them back after a reload', async () => {
    const first = await freshStore();
    first.useSettingsStore
      .getState()
      .update({ footer: false, menuWidth: 260, globalSettings: true });
    const stored = JSON.parse(window.localStorage.getItem('arco-settings') ?? '{}');
    expect(stored).toMatchObject({ footer: false, menuWidth: 260 });
    expect(stored).not.toHaveProperty('globalSettings');

    const second = await freshStore();
    expect(second.useSettingsStore.getState().settings).toMatchObject({
      footer: false,
      menuWidth: 260,
      globalSettings: false,
    });
  });

  it('noting the device does not write this window over settings saved since it started', async () => {
    const { useSettingsStore } = await freshStore();
    // Another tab (or a script before this page started) turns the server menu on.
    window.localStorage.setItem('arco-settings', '{"menuFromServer":true}');
    useSettingsStore.getState().update({ device: 'mobile' });
    expect(JSON.parse(window.localStorage.getItem('arco-settings') ?? '{}')).toEqual({
      menuFromServer: true,
    });
    expect(useSettingsStore.getState().settings.device).toBe('mobile');
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[1,2]'],
    ['a string', '"dark"'],
    ['null', 'null'],
  ])('fall back to the defaults when the stored value is %s', async (_, raw) => {
    window.localStorage.setItem('arco-settings', raw);
    const { useSettingsStore } = await freshStore();
    const { theme: _theme, ...layout } = defaultSettings;
    expect(useSettingsStore.getState().settings).toEqual(layout);
  });

  it('keep the well-formed fields and default the malformed ones', () => {
    expect(
      parseSettings({ footer: false, navbar: 'yes', menuWidth: 99999, device: 'watch', x: 1 }),
    ).toEqual({ ...defaultSettings, footer: false });
  });

  it('snapshot the whole state with the theme for the settings file', async () => {
    const { useSettingsStore, useThemeStore, settingsSnapshot } = await freshStore();
    useSettingsStore.getState().update({ tabBar: false, globalSettings: true });
    useThemeStore.setState({ theme: 'dark' });
    expect(settingsSnapshot()).toEqual({
      ...defaultSettings,
      theme: 'dark',
      tabBar: false,
      globalSettings: false,
    });
  });
});
