import { Drawer } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css.js';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';
import { useEscapeKey } from '@/hooks/useEscapeKey';
import { AppMenu } from './AppMenu';
import styles from './StudioLayout.module.css';

/** The menu on narrow screens (under 992 px), opened from the navbar. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  useEscapeKey(open, onClose);
  return (
    <Drawer
      visible={open}
      placement="left"
      width={260}
      title={<Logo />}
      footer={null}
      onCancel={onClose}
      className={styles.menuDrawer}
      aria-label={t('menu.title')}
    >
      <AppMenu mode="vertical" onNavigate={onClose} />
    </Drawer>
  );
}
