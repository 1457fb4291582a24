import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { OrgRole } from '@miaoyu/contracts/permissions';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OrgRole, string> = { owner: 'orangered', admin: 'arcoblue', member: 'gray' };

/** An organisation role as a coloured tag. */
export function RoleTag({ role }: { role: OrgRole }) {
  const { t } = useTranslation('org');
  return (
    <Tag size="small" color={COLORS[role]} bordered>
      {t(`org.roles.${role}`)}
    </Tag>
  );
}
