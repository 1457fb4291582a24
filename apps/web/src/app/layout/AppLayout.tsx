import { Avatar, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconExport } from '@arco-design/web-react/icon';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Logo } from '@/components/Logo';
import { useLogout } from '@/features/auth/hooks';
import { useAuthStore } from '@/features/auth/store';
import styles from './AppLayout.module.css';

/** The signed-in frame: a top bar over the page. Menu, tabs and settings join it later. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const logout = useLogout();
  const nickname = user?.nickname ?? '';

  return (
    <div className={styles.layout}>
      <header className={styles.navbar}>
        <Logo compact />
        <div className={styles.actions}>
          <LanguageSwitch />
          <span className={styles.user}>
            <Avatar size={28} className={styles.avatar}>
              {user?.avatar ? <img src={user.avatar} alt="" /> : nickname.slice(0, 1)}
            </Avatar>
            <span className={styles.nickname}>{nickname}</span>
          </span>
          <Button
            type="text"
            icon={<IconExport />}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {t('nav.logout')}
          </Button>
        </div>
      </header>
      <main className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
