import { useState } from 'react';
import { Avatar, Dropdown, Menu, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import {
  IconDashboard,
  IconGift,
  IconFile,
  IconMessage,
  IconPoweroff,
  IconRobot,
  IconUser,
  IconUserGroup,
} from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Permission } from '@/components/Permission';
import { useLogout } from '@/features/auth/hooks';
import { useBillingStatus } from '@/features/billing/api/billing';
import { OrgSwitcher } from '@/features/org/components/OrgSwitcher';
import { useSessionStore } from '@/lib/session';
import { usePermission } from '@/lib/permission';
import styles from './Navbar.module.css';

const ACCOUNT_PATH = '/setting/account';
const SYSTEM_STATUS_PATH = '/admin/system';
const ORG_PATH = '/setting/org';
const MODELS_PATH = '/setting/models';
const FEEDBACK_PATH = '/setting/feedback';
const PLAN_PATH = '/setting/plan';
const TRADE_PATH = '/setting/trade';

/**
 * The avatar menu: account, organisation switcher and teams, models, the plan (where billing is
 * on) and the trades (for who may buy), feedback (where the
 * operators' replies are read), platform admin (admins only), sign out.
 */
export function UserMenu() {
  const { t } = useTranslation(['translation', 'nav']);
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const logout = useLogout();
  const isPlatformAdmin = usePermission(['admin']);
  const nickname = user?.nickname ?? '';
  const [open, setOpen] = useState(false);
  const billing = useBillingStatus();

  const onClick = (key: string) => {
    setOpen(false);
    if (key === 'org') void navigate(ORG_PATH);
    if (key === 'account') void navigate(ACCOUNT_PATH);
    if (key === 'models') void navigate(MODELS_PATH);
    if (key === 'feedback') void navigate(FEEDBACK_PATH);
    if (key === 'plan') void navigate(PLAN_PATH);
    if (key === 'trade') void navigate(TRADE_PATH);
    if (key === 'system') void navigate(SYSTEM_STATUS_PATH);
    if (key === 'logout') void logout.run();
  };

  const menu = (
    <Menu onClickMenuItem={onClick} className={styles.userMenu}>
      <div className={styles.userHeader}>
        <span className={styles.userName}>
          {nickname}
          <Permission roles={['admin']}>
            <Tag size="small" color="arcoblue" className={styles.roleTag}>
              {t('navbar.adminBadge')}
            </Tag>
          </Permission>
        </span>
        <span className={styles.userPhone}>{user?.phone}</span>
      </div>
      <Menu.Item key="account">
        <IconUser className={styles.menuIcon} />
        {t('navbar.account')}
      </Menu.Item>
      <OrgSwitcher currentOrgId={user?.orgId} onSwitched={() => setOpen(false)} />
      <Menu.Item key="org">
        <IconUserGroup className={styles.menuIcon} />
        {t('nav:org.switcher.manage')}
      </Menu.Item>
      <Menu.Item key="models">
        <IconRobot className={styles.menuIcon} />
        {t('nav:models.title')}
      </Menu.Item>
      {billing.data?.enabled ? (
        <Menu.Item key="plan">
          <IconGift className={styles.menuIcon} />
          {t('nav:billing.plan')}
        </Menu.Item>
      ) : null}
      {billing.data?.enabled && user?.permissions.includes('billing:manage') ? (
        <Menu.Item key="trade">
          <IconFile className={styles.menuIcon} />
          {t('nav:billing.trade')}
        </Menu.Item>
      ) : null}
      <Menu.Item key="feedback">
        <IconMessage className={styles.menuIcon} />
        {t('nav:feedback.title')}
      </Menu.Item>
      {isPlatformAdmin ? (
        <Menu.Item key="system">
          <IconDashboard className={styles.menuIcon} />
          {t('navbar.systemStatus')}
        </Menu.Item>
      ) : null}
      <Menu.Item key="logout">
        <IconPoweroff className={styles.menuIcon} />
        {t('nav.logout')}
      </Menu.Item>
    </Menu>
  );

  return (
    <Dropdown
      droplist={menu}
      trigger="click"
      position="br"
      popupVisible={open}
      onVisibleChange={setOpen}
    >
      <button type="button" className={styles.avatarButton} aria-label={t('navbar.userMenu')}>
        <Avatar size={32} className={styles.avatar}>
          {user?.avatar ? <img src={user.avatar} alt="" /> : nickname.slice(0, 1)}
        </Avatar>
      </button>
    </Dropdown>
  );
}
