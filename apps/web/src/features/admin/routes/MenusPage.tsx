import { Card, Skeleton, Tabs, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import { useRoleMenus } from '../api/getRoleMenus';
import { LoadFailed } from '@/components/LoadFailed';
import { RoleMenuEditor } from '../menus/RoleMenuEditor';

const ROLE_ORDER = ['user', 'admin'] as const;

/** Platform admins: which menu items each platform role sees in the menu-from-server mode. */
export function MenusPage() {
  const { t } = useTranslation(['admin', 'nav']);
  const menus = useRoleMenus();
  const data = menus.data;

  return (
    <Card title={t('nav:admin.menus')}>
      <Typography.Paragraph type="secondary">{t('adminMenus.hint')}</Typography.Paragraph>
      {menus.isError ? (
        <LoadFailed message={t('adminMenus.loadFailed')} onRetry={() => void menus.refetch()} />
      ) : !data ? (
        <Skeleton text={{ rows: 6 }} animation />
      ) : (
        <Tabs defaultActiveTab="user">
          {ROLE_ORDER.map((role) => {
            const entry = data.roles.find((r) => r.role === role);
            if (!entry) return null;
            return (
              <Tabs.TabPane key={role} title={t(`adminMenus.roles.${role}`)}>
                <RoleMenuEditor
                  // A fresh editor whenever the server's menu changes (saved or reset).
                  key={JSON.stringify(entry)}
                  role={role}
                  items={entry.items}
                  custom={entry.custom}
                  available={data.available}
                />
              </Tabs.TabPane>
            );
          })}
        </Tabs>
      )}
    </Card>
  );
}
