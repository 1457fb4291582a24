import { useState } from 'react';
import { Button, Drawer, Empty, Message, Modal, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconLeft } from '@arco-design/web-react/icon';
import type { Helper } from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/datetime';
import type { HelperRef } from '../../api/editorKeys';
import { useHelperVersion } from '../../api/helperVersion';
import { useHelperVersions } from '../../api/helperVersions';
import { useRestoreVersion } from '../../api/restoreVersion';
import { VersionSettings } from './VersionSettings';
import styles from './Drawers.module.css';

interface Props {
  helperRef: HelperRef;
  current: number;
  /** The form has changes a restore would throw away. */
  dirty: boolean;
  onRestored: (helper: Helper) => void;
  onClose: () => void;
}

/** Every save of the helper: who saved it and when; one can be looked at or restored. */
export default function VersionsDrawer({ helperRef, current, dirty, onRestored, onClose }: Props) {
  const { t } = useTranslation('helpers');
  const narrow = useMediaQuery('(max-width: 600px)');
  const versions = useHelperVersions(helperRef);
  const [viewing, setViewing] = useState<number | null>(null);
  const detail = useHelperVersion(helperRef, viewing);
  const restore = useRestoreVersion();
  const [modal, holder] = Modal.useModal();

  const askRestore = (version: number) =>
    modal.confirm?.({
      title: t('editor.versions.restoreTitle', { version }),
      content: [
        t('editor.versions.restoreContent', { version }),
        dirty ? t('editor.versions.restoreDiscards') : '',
      ].join(''),
      okText: t('editor.versions.restore'),
      // A failure is notified by the client; the dialog stays open to try again.
      onOk: async () => {
        const helper = await restore.mutateAsync({ ...helperRef, version });
        Message.success(t('editor.versions.restored', { version, saved: helper.version }));
        onRestored(helper);
      },
    });

  const restoreButton = (version: number) => (
    <Button size="small" disabled={version === current} onClick={() => askRestore(version)}>
      {t('editor.versions.restore')}
    </Button>
  );

  const body = () => {
    if (viewing !== null)
      return (
        <div>
          <div className={styles.detailBar}>
            <Button size="small" type="text" icon={<IconLeft />} onClick={() => setViewing(null)}>
              {t('editor.versions.backToList')}
            </Button>
            {restoreButton(viewing)}
          </div>
          {detail.data ? <VersionSettings settings={detail.data.settings} /> : null}
          {detail.isLoading ? <Spin /> : null}
          {detail.isError ? (
            <LoadFailed
              message={errorMessage(detail.error)}
              onRetry={() => void detail.refetch()}
            />
          ) : null}
        </div>
      );
    if (versions.isLoading) return <Spin />;
    if (versions.isError)
      return (
        <LoadFailed
          message={errorMessage(versions.error)}
          onRetry={() => void versions.refetch()}
        />
      );
    if (!versions.data?.length) return <Empty />;
    return (
      <ol className={styles.list} aria-label={t('editor.versions.title')}>
        {versions.data.map((v) => (
          <li key={v.version} className={styles.item} data-testid="helper-version">
            <div className={styles.itemMain}>
              <div className={styles.itemTitle}>
                {t('editor.versions.version', { version: v.version })}
                {v.version === current ? (
                  <Tag size="small" color="green">
                    {t('editor.versions.current')}
                  </Tag>
                ) : null}
                {v.restoredFrom !== null ? (
                  <Tag size="small">
                    {t('editor.versions.restoredFrom', { version: v.restoredFrom })}
                  </Tag>
                ) : null}
              </div>
              <div className={styles.itemMeta}>
                {v.name} · {v.authorName || t('editor.versions.unknownAuthor')} ·{' '}
                {formatDateTime(v.createdAt)}
              </div>
            </div>
            <div className={styles.itemActions}>
              <Button size="small" type="text" onClick={() => setViewing(v.version)}>
                {t('editor.versions.view')}
              </Button>
              {restoreButton(v.version)}
            </div>
          </li>
        ))}
      </ol>
    );
  };

  return (
    <Drawer
      visible
      width={narrow ? '100%' : 480}
      title={
        viewing === null
          ? t('editor.versions.title')
          : t('editor.versions.version', { version: viewing })
      }
      footer={null}
      onCancel={onClose}
    >
      {body()}
      {holder}
    </Drawer>
  );
}
