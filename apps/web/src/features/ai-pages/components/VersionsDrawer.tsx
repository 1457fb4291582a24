import { useMemo, useState } from 'react';
import { Button, Drawer, Modal, Popconfirm, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { AiPage } from '@miaoyu/contracts/ai-pages';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { formatDateTime } from '@/lib/datetime';
import { useRestoreVersion, useVersionHtml } from '../api/pages';
import type { PageRef } from '../api/requests';
import { CompareView } from './LazyEditors';
import { VersionInstruction } from './VersionInstruction';
import styles from './AiPages.module.css';

interface Props {
  pageRef: PageRef;
  page: AiPage;
  visible: boolean;
  onClose: () => void;
  /** Shows a version in the preview (null: the current one). */
  onShow: (n: number | null) => void;
}

/** Every version of the page: show one, compare two, bring one back. */
export function VersionsDrawer({ pageRef, page, visible, onClose, onShow }: Props) {
  const { t } = useTranslation('aiPages');
  const phone = useMediaQuery('(max-width: 768px)');
  const restore = useRestoreVersion(pageRef);
  const [comparing, setComparing] = useState<[number, number] | null>(null);
  const previous = (n: number) => page.versions.find((v) => v.n < n)?.n ?? n;

  return (
    <Drawer
      title={t('versions.title')}
      visible={visible}
      onCancel={onClose}
      footer={null}
      width={phone ? '100%' : 420}
    >
      <ol className={styles.versionList}>
        {page.versions.map((version) => (
          <li key={version.n} className={styles.version} data-testid="page-version">
            <div className={styles.versionHead}>
              <strong>{t('list.version', { n: version.n })}</strong>
              <Tag size="small">{t(`source.${version.source}`)}</Tag>
              {version.n === page.version ? (
                <Tag size="small" color="green">
                  {t('versions.current')}
                </Tag>
              ) : null}
            </div>
            <VersionInstruction version={version} className={styles.versionText} />
            <span className={styles.status}>
              {[version.createdByName, formatDateTime(version.createdAt)]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <div className={styles.barActions}>
              <Button
                size="mini"
                onClick={() => onShow(version.n === page.version ? null : version.n)}
              >
                {t('versions.show')}
              </Button>
              {version.n > 1 ? (
                <Button size="mini" onClick={() => setComparing([previous(version.n), version.n])}>
                  {t('versions.compare')}
                </Button>
              ) : null}
              {page.canEdit && version.n !== page.version ? (
                <Popconfirm
                  title={t('versions.restoreConfirm', { n: version.n })}
                  onOk={async () => {
                    await restore.mutateAsync({ n: version.n, baseVersion: page.version });
                    onShow(null);
                  }}
                >
                  <Button size="mini" type="primary" loading={restore.isPending}>
                    {t('versions.restore')}
                  </Button>
                </Popconfirm>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <CompareModal
        pageRef={pageRef}
        page={page}
        pair={comparing}
        onPair={setComparing}
        onClose={() => setComparing(null)}
      />
    </Drawer>
  );
}

interface CompareProps {
  pageRef: PageRef;
  page: AiPage;
  pair: [number, number] | null;
  onPair: (pair: [number, number]) => void;
  onClose: () => void;
}

/** Two versions' HTML side by side; either side may be another version. */
function CompareModal({ pageRef, page, pair, onPair, onClose }: CompareProps) {
  const { t } = useTranslation('aiPages');
  const [left, right] = pair ?? [0, 0];
  const before = useVersionHtml(pageRef, pair ? left : null);
  const after = useVersionHtml(pageRef, pair ? right : null);
  const options = page.versions.map((v) => ({ label: t('list.version', { n: v.n }), value: v.n }));
  const labels = useMemo<[string, string]>(
    () => [t('list.version', { n: left }), t('list.version', { n: right })],
    [t, left, right],
  );
  return (
    <Modal
      title={t('versions.compareTitle')}
      visible={pair !== null}
      onCancel={onClose}
      footer={null}
      style={{ width: 'min(1100px, 96vw)' }}
      unmountOnExit
    >
      <div className={styles.viewBar}>
        <Select
          size="small"
          style={{ width: 120 }}
          value={left}
          options={options}
          aria-label={t('versions.before')}
          onChange={(n: number) => onPair([n, right])}
        />
        <span>→</span>
        <Select
          size="small"
          style={{ width: 120 }}
          value={right}
          options={options}
          aria-label={t('versions.after')}
          onChange={(n: number) => onPair([left, n])}
        />
      </div>
      {before.data && after.data ? (
        <CompareView before={before.data.html} after={after.data.html} labels={labels} />
      ) : null}
    </Modal>
  );
}
