import { useMemo, useState } from 'react';
import { Input, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@miaoyu/contracts/admin';
import styles from './SettingsTable.module.css';

type Setting = SystemStatus['settings'][number];

export function filterSettings(settings: Setting[], query: string): Setting[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return settings;
  return settings.filter(
    (s) => s.name.toLowerCase().includes(needle) || s.value.toLowerCase().includes(needle),
  );
}

/** The running configuration (secrets masked by the server), filterable by name or value. */
export function SettingsTable({ settings }: { settings: Setting[] }) {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState('');
  const rows = useMemo(() => filterSettings(settings, query), [settings, query]);
  return (
    <div className={styles.wrap}>
      <Input.Search
        allowClear
        value={query}
        onChange={setQuery}
        placeholder={t('adminSystem.filterPlaceholder')}
        className={styles.search}
      />
      <Table
        rowKey="name"
        data={rows}
        pagination={false}
        size="small"
        border={{ wrapper: true, cell: true }}
        noDataElement={t('adminSystem.noSettings')}
        columns={[
          { title: t('adminSystem.settingName'), dataIndex: 'name', width: 260 },
          {
            title: t('adminSystem.settingValue'),
            dataIndex: 'value',
            render: (v: string) => <code>{v}</code>,
          },
        ]}
      />
    </div>
  );
}
