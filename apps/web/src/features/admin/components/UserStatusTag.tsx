import { Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@miaoyu/contracts/admin';

/** 正常 / 已封禁, with the ban reason on hover. */
export function UserStatusTag({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  if (!user.ban) return <Tag color="green">{t('adminUsers.active')}</Tag>;
  return (
    <Tooltip content={t('adminUsers.banReasonLabel', { reason: user.banReason })}>
      <Tag color="red" tabIndex={0}>
        {t('adminUsers.banned')}
      </Tag>
    </Tooltip>
  );
}
