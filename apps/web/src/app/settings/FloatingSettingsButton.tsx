import { Button, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconSettings } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from './store';
import styles from './FloatingSettingsButton.module.css';

/** With the navbar hidden, the way back to the settings (spec §2). */
export function FloatingSettingsButton() {
  const { t } = useTranslation();
  const update = useSettingsStore((state) => state.update);
  return (
    <Tooltip content={t('settings.open')} position="left">
      <Button
        className={styles.button}
        type="primary"
        aria-label={t('settings.open')}
        icon={<IconSettings />}
        onClick={() => update({ globalSettings: true })}
      />
    </Tooltip>
  );
}
