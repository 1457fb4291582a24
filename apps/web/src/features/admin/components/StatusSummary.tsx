import { Descriptions, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@miaoyu/contracts/admin';
import { formatDuration } from '../format';

function UpTag({ up }: { up: boolean }) {
  const { t } = useTranslation('admin');
  return <Tag color={up ? 'green' : 'red'}>{up ? t('adminSystem.up') : t('adminSystem.down')}</Tag>;
}

/** Version, uptime and the health of what the server depends on. */
export function StatusSummary({ status }: { status: SystemStatus }) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  const redis =
    status.redis === 'off' ? (
      <Tag>{t('adminSystem.redisOff')}</Tag>
    ) : (
      <UpTag up={status.redis === 'up'} />
    );
  const data = [
    { label: t('adminSystem.version'), value: status.version },
    { label: t('adminSystem.node'), value: status.node },
    {
      label: t('adminSystem.uptime'),
      value: formatDuration(status.uptimeSeconds, (unit, count) =>
        t(`adminSystem.units.${unit}`, { count }),
      ),
    },
    {
      label: t('adminSystem.startedAt'),
      value: new Date(status.startedAt).toLocaleString(i18n.language, {}),
    },
    {
      label: t('adminSystem.database'),
      value: (
        <>
          {t(`adminSystem.databaseKind.${status.database.kind}`)} <UpTag up={status.database.up} />
        </>
      ),
    },
    { label: t('adminSystem.redis'), value: redis },
    {
      label: t('adminSystem.sms'),
      value: (
        <Tag color={status.sms === 'console' ? 'orange' : 'green'}>
          {t(`adminSystem.smsProvider.${status.sms}`)}
        </Tag>
      ),
    },
    { label: t('adminSystem.users'), value: number.format(status.users) },
    { label: t('adminSystem.organisations'), value: number.format(status.organisations) },
  ];
  return <Descriptions column={{ xs: 1, md: 2, xl: 3 }} layout="vertical" data={data} border />;
}
