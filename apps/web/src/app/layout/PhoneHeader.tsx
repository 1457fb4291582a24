import type { ReactNode } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconApps, IconLeft } from '@arco-design/web-react/icon';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { routeInfo } from '../routes/match';
import styles from './PhoneHeader.module.css';

export const PHONE_HEADER_HEIGHT = 44;

/** Whether Back stays inside the studio: react-router numbers its own history entries. */
function hasStudioHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * The frame of a page that takes the whole phone screen (the chat, the sales workspace): one thin
 * bar with a way back, the page's title and the menu, so the page keeps the rest of the screen.
 */
export function PhoneHeader({ onOpenMenu }: { onOpenMenu?: (() => void) | undefined }) {
  const { t } = useTranslation(['translation', 'nav']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const titleKey = routeInfo(pathname).chain.findLast((meta) => meta.titleKey)?.titleKey;
  const back = () => {
    if (hasStudioHistory()) void navigate(-1);
    else void navigate(paths.home);
  };
  return (
    <header className={styles.bar} data-testid="phone-header">
      <BarButton label={t('navbar.back')} icon={<IconLeft />} onClick={back} />
      <h1 className={styles.title}>{titleKey ? t(titleKey) : t('app.name')}</h1>
      {onOpenMenu ? (
        <BarButton label={t('navbar.openMenu')} icon={<IconApps />} onClick={onOpenMenu} />
      ) : (
        <span className={styles.button} />
      )}
    </header>
  );
}

/** An icon button of the bar, 40 px square for a thumb. */
function BarButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Button
      className={styles.button}
      type="text"
      aria-label={label}
      icon={icon}
      onClick={onClick}
    />
  );
}
