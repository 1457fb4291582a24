import { Button, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconMoonFill, IconSunFill } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '@/lib/theme';

/** Light ⇄ dark, saved under `arco-theme`. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const toggle = useThemeStore((state) => state.toggle);
  const label = theme === 'dark' ? t('navbar.toLight') : t('navbar.toDark');
  return (
    <Tooltip content={label} position="bottom">
      <Button
        shape="circle"
        type="secondary"
        aria-label={label}
        icon={theme === 'dark' ? <IconSunFill /> : <IconMoonFill />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
