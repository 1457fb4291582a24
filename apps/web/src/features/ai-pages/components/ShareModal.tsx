import { useState } from 'react';
import {
  Alert,
  Button,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Tag,
} from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { AiPage, AiShare } from '@miaoyu/contracts/ai-pages';
import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/CopyField';
import { QrCodeButton } from '@/components/qr/QrCodeButton';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/datetime';
import { useCreateShare, useRevokeShare, useShares } from '../api/shares';
import type { PageRef } from '../api/requests';
import styles from './AiPages.module.css';

const EXPIRIES = [0, 1, 7, 30, 365] as const;

interface Props {
  pageRef: PageRef;
  page: AiPage;
  visible: boolean;
  onClose: () => void;
}

/** Links to the page: make one for the current version, see each one's views, revoke. */
export function ShareModal({ pageRef, page, visible, onClose }: Props) {
  const { t } = useTranslation('aiPages');
  const shares = useShares(pageRef, visible);
  const create = useCreateShare(pageRef);
  const [days, setDays] = useState<number>(7);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const make = async () => {
    setError(null);
    try {
      await create.mutateAsync({
        version: page.version,
        ...(days ? { expiresInDays: days } : {}),
        ...(password ? { password } : {}),
      });
      setPassword('');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Modal
      title={t('share.title')}
      visible={visible}
      onCancel={onClose}
      // Views change while it is closed: read them again each time it opens.
      afterOpen={() => void shares.refetch()}
      footer={null}
      style={{ width: 'min(640px, 96vw)' }}
    >
      <p className={styles.status}>{t('share.intro', { n: page.version })}</p>
      <Space wrap align="end">
        <label>
          <div className={styles.status}>{t('share.expiry')}</div>
          <Select
            style={{ width: 140 }}
            value={days}
            onChange={setDays}
            aria-label={t('share.expiry')}
            options={EXPIRIES.map((n) => ({
              value: n,
              label: n ? t('share.days', { count: n }) : t('share.forever'),
            }))}
          />
        </label>
        <label>
          <div className={styles.status}>{t('share.password')}</div>
          <Input.Password
            style={{ width: 180 }}
            value={password}
            onChange={setPassword}
            maxLength={64}
            placeholder={t('share.passwordPlaceholder')}
            aria-label={t('share.password')}
          />
        </label>
        <Button type="primary" loading={create.isPending} onClick={() => void make()}>
          {t('share.create')}
        </Button>
      </Space>
      {error ? <Alert type="error" content={error} style={{ marginTop: 12 }} /> : null}
      <ul className={styles.shareList} aria-label={t('share.links')}>
        {(shares.data?.list ?? []).map((share) => (
          <ShareItem key={share.id} share={share} pageRef={pageRef} title={page.title} />
        ))}
      </ul>
    </Modal>
  );
}

function ShareItem({ share, pageRef, title }: { share: AiShare; pageRef: PageRef; title: string }) {
  const { t } = useTranslation('aiPages');
  const revoke = useRevokeShare(pageRef);
  const state = share.revokedAt ? 'revoked' : share.live ? 'live' : 'expired';
  return (
    <li
      className={`${styles.share} ${share.live ? '' : styles.shareDead}`}
      data-testid="page-share"
    >
      <div className={styles.versionHead}>
        <Tag size="small" color={share.live ? 'green' : 'gray'}>
          {t(`share.state.${state}`)}
        </Tag>
        <span>{t('list.version', { n: share.version })}</span>
        {share.hasPassword ? <Tag size="small">{t('share.withPassword')}</Tag> : null}
        <span className={styles.status}>
          {share.expiresAt
            ? t('share.until', { time: formatDateTime(share.expiresAt) })
            : t('share.forever')}
        </span>
      </div>
      {share.live ? <CopyField value={share.url} label={t('share.link')} /> : null}
      <div className={styles.viewBar}>
        <span className={styles.status} data-testid="share-views">
          {t('share.views', { count: share.views })}
          {share.lastViewedAt
            ? ` · ${t('share.lastViewed', { time: formatDateTime(share.lastViewedAt) })}`
            : ''}
        </span>
        {share.live ? (
          <Space>
            <QrCodeButton text={share.url} title={title} fileName={`${title}.png`} size="small" />
            <Popconfirm title={t('share.revokeConfirm')} onOk={() => revoke.mutateAsync(share.id)}>
              <Button size="small" status="danger">
                {t('share.revoke')}
              </Button>
            </Popconfirm>
          </Space>
        ) : null}
      </div>
    </li>
  );
}
