import { Button, Message, Popconfirm, Skeleton, Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconDesktop } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { Device } from '@miaoyu/contracts/account';
import { formatDateTime } from '@/lib/datetime';
import { LoadFailed } from '@/components/LoadFailed';
import { Panel } from '@/components/Panel';
import { errorMessage } from '@/lib/api-error';
import { useDevices } from '../api/getDevices';
import { useRevokeDevice } from '../api/revokeDevice';
import { deviceLabel } from '../utils/deviceLabel';
import section from './Section.module.css';
import styles from './DevicesCard.module.css';

/** Where the account is signed in; any device but this one can be signed out here. */
export function DevicesCard() {
  const { t } = useTranslation('account');
  const devices = useDevices();
  const list = [...(devices.data?.list ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current),
  );

  return (
    <Panel title={t('account.devices.title')}>
      {devices.isPending ? <Skeleton animation text={{ rows: 3 }} /> : null}
      {devices.isError ? (
        <LoadFailed message={errorMessage(devices.error)} onRetry={() => void devices.refetch()} />
      ) : null}
      {devices.data && list.length === 0 ? (
        <p className={section.hint}>{t('account.devices.empty')}</p>
      ) : null}
      <ul className={styles.list} aria-label={t('account.devices.title')}>
        {list.map((device) => (
          <DeviceRow key={device.id} device={device} />
        ))}
      </ul>
    </Panel>
  );
}

function DeviceRow({ device }: { device: Device }) {
  const { t } = useTranslation('account');
  const revoke = useRevokeDevice();
  const name = deviceLabel(device.userAgent, t);

  const onRevoke = async () => {
    await revoke.mutateAsync(device.id);
    Message.success(t('account.devices.revoked'));
  };

  return (
    <li className={styles.item} data-testid="device">
      <IconDesktop className={styles.icon} />
      <div className={styles.body}>
        <div className={styles.name}>
          <span title={device.userAgent}>{name}</span>
          {device.current ? (
            <Tag size="small" color="green">
              {t('account.devices.current')}
            </Tag>
          ) : null}
        </div>
        <div className={styles.meta}>
          <span>{t('account.devices.signedInAt', { time: formatDateTime(device.createdAt) })}</span>
          <span>{t('account.devices.ip', { ip: device.ip })}</span>
          <span>{t('account.devices.expiresAt', { time: formatDateTime(device.expiresAt) })}</span>
        </div>
      </div>
      {device.current ? (
        <Tooltip content={t('account.devices.currentHint')}>
          <Button size="small" disabled>
            {t('account.devices.revoke')}
          </Button>
        </Tooltip>
      ) : (
        <Popconfirm
          title={t('account.devices.revokeConfirm', { name })}
          onOk={() => onRevoke().catch(() => undefined)}
        >
          <Button size="small" status="danger" loading={revoke.isPending}>
            {t('account.devices.revoke')}
          </Button>
        </Popconfirm>
      )}
    </li>
  );
}
