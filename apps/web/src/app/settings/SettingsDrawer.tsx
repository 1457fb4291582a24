import { Button, Drawer, InputNumber, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { copyAndSay } from '@/lib/copy-and-say';
import { MENU_WIDTH } from './schema';
import { settingsSnapshot, useSettings, useSettingsStore, type LayoutSettings } from './store';
import styles from './SettingsDrawer.module.css';

type Toggle = keyof {
  [K in keyof LayoutSettings as LayoutSettings[K] extends boolean ? K : never]: true;
};

const CONTENT: { field: Toggle; label: ParseKeys }[] = [
  { field: 'navbar', label: 'settings.navbar' },
  { field: 'menu', label: 'settings.menu' },
  { field: 'topMenu', label: 'settings.topMenu' },
  { field: 'footer', label: 'settings.footer' },
  { field: 'tabBar', label: 'settings.tabBar' },
  { field: 'menuFromServer', label: 'settings.menuFromServer' },
];

export const SETTINGS_DRAWER_WIDTH = 300;

/** Page settings (spec §2): what the frame shows, colour weak, and a copy for the settings file. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const settings = useSettings();
  const update = useSettingsStore((state) => state.update);
  const close = () => update({ globalSettings: false });

  const copy = () =>
    copyAndSay(JSON.stringify(settingsSnapshot(), null, 2), {
      ok: t('settings.copied'),
      failed: t('settings.copyFailed'),
    });

  const row = (label: ParseKeys, control: ReactNode, id: string) => (
    <div className={styles.row} key={id}>
      <label htmlFor={id}>{t(label)}</label>
      {control}
    </div>
  );
  const toggle = (field: Toggle, label: ParseKeys) =>
    row(
      label,
      <Switch
        id={`setting-${field}`}
        size="small"
        checked={settings[field]}
        onChange={(value) => update({ [field]: value })}
      />,
      `setting-${field}`,
    );

  return (
    <Drawer
      width={SETTINGS_DRAWER_WIDTH}
      title={t('settings.title')}
      visible={settings.globalSettings}
      onCancel={close}
      footer={
        <div className={styles.footer}>
          <Button onClick={close}>{t('settings.close')}</Button>
          <Button type="primary" onClick={() => void copy()}>
            {t('settings.copy')}
          </Button>
        </div>
      }
    >
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('settings.content')}</h2>
        {CONTENT.map(({ field, label }) => toggle(field, label))}
        {row(
          'settings.menuWidth',
          <InputNumber
            id="setting-menuWidth"
            size="small"
            className={styles.number}
            min={MENU_WIDTH.min}
            max={MENU_WIDTH.max}
            step={10}
            value={settings.menuWidth}
            onChange={(value) => {
              if (typeof value === 'number' && Number.isFinite(value))
                update({ menuWidth: Math.round(value) });
            }}
          />,
          'setting-menuWidth',
        )}
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('settings.other')}</h2>
        {toggle('colorWeak', 'settings.colorWeak')}
      </section>
    </Drawer>
  );
}
