import { useMemo, useState } from 'react';
import { Alert, Button, Message, Popconfirm, Space, Tag, Tree } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tree/style/css.js';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@miaoyu/contracts/menu';
import type { PlatformRole } from '@miaoyu/contracts/user';
import { useResetRoleMenu } from '../api/resetRoleMenu';
import { useSaveRoleMenu } from '../api/saveRoleMenu';
import { checkedLeafKeys, itemsFromChecked, toTreeData } from './menuTree';
import { routeTitleKey } from '@/lib/feature';

interface Props {
  role: PlatformRole;
  items: MenuItem[];
  custom: boolean;
  available: MenuItem[];
}

/** One role's menu as a tree of ticks over every available item; save or restore the default. */
export function RoleMenuEditor({ role, items, custom, available }: Props) {
  const { t } = useTranslation('admin');
  const { t: title } = useTranslation(['translation', 'nav']);
  const [checked, setChecked] = useState(() => checkedLeafKeys(items));
  const save = useSaveRoleMenu();
  const reset = useResetRoleMenu();
  const roleName = t(`adminMenus.roles.${role}`);
  const treeData = useMemo(
    () =>
      toTreeData(available, (key) => {
        const titleKey = routeTitleKey(key);
        return titleKey ? `${title(titleKey)} (${key})` : key;
      }),
    [available, title],
  );
  const chosen = itemsFromChecked(available, checked);

  const onSave = async () => {
    await save.mutateAsync({ role, items: chosen });
    Message.success(t('adminMenus.saved', { role: roleName }));
  };
  const onReset = async () => {
    await reset.mutateAsync(role);
    Message.success(t('adminMenus.resetDone', { role: roleName }));
  };

  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Space wrap>
        <Tag color={custom ? 'orangered' : 'green'}>
          {custom ? t('adminMenus.custom') : t('adminMenus.builtin')}
        </Tag>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => void onSave().catch(() => {})}
        >
          {t('adminMenus.save')}
        </Button>
        <Popconfirm
          title={t('adminMenus.resetConfirm', { role: roleName })}
          onOk={() => void onReset().catch(() => {})}
          disabled={!custom}
        >
          <Button loading={reset.isPending} disabled={!custom}>
            {t('adminMenus.reset')}
          </Button>
        </Popconfirm>
      </Space>
      {chosen.length === 0 && <Alert type="warning" content={t('adminMenus.empty')} />}
      <Tree
        checkable
        blockNode
        treeData={treeData}
        checkedKeys={checked}
        onCheck={(keys) => setChecked(keys)}
        expandedKeys={treeData.map((node) => node.key)}
        aria-label={roleName}
      />
    </Space>
  );
}
