import { Button, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconMenu, IconSettings } from '@arco-design/web-react/icon';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';
import { paths } from '@/lib/paths';
import { useSettingsStore } from '../settings/store';
import { AppMenu } from './AppMenu';
import { FullscreenButton } from './FullscreenButton';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';
import styles from './Navbar.module.css';

interface NavbarProps {
  /** Under 992 px the menu lives in a drawer that this button opens. */
  onOpenDrawer?: (() => void) | undefined;
  /** Settings' "top menu": the menu runs across the navbar instead of down the side. */
  topMenu: boolean;
}

export function Navbar({ onOpenDrawer, topMenu }: NavbarProps) {
  const { t } = useTranslation();
  const update = useSettingsStore((state) => state.update);

  return (
    <header className={styles.navbar}>
      <div className={styles.left}>
        {onOpenDrawer ? (
          <Button
            className={styles.hamburger}
            type="text"
            aria-label={t('navbar.openMenu')}
            icon={<IconMenu />}
            onClick={onOpenDrawer}
          />
        ) : null}
        <Link to={paths.home} className={styles.brand}>
          <Logo compact />
        </Link>
      </div>
      {topMenu ? <AppMenu mode="horizontal" className={styles.topMenu} /> : null}
      <div className={styles.actions}>
        <LanguageMenu />
        <ThemeToggle />
        <FullscreenButton className={styles.wideOnly} />
        <Tooltip content={t('navbar.settings')} position="bottom">
          <Button
            shape="circle"
            type="secondary"
            aria-label={t('navbar.settings')}
            icon={<IconSettings />}
            onClick={() => update({ globalSettings: true })}
          />
        </Tooltip>
        <UserMenu />
      </div>
    </header>
  );
}
