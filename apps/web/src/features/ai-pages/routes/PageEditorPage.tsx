import { useState } from 'react';
import { Alert, Button, Dropdown, Menu, Modal, Spin, Tabs, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconHistory, IconLeft, IconMore, IconShareAlt } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { useSessionStore } from '@/lib/session';
import { useDeletePage, usePage, useVersionHtml } from '../api/pages';
import { AskPanel } from '../components/AskPanel';
import { CodeTab } from '../components/CodeTab';
import { PagePreview } from '../components/PagePreview';
import { RenameModal } from '../components/RenameModal';
import { ShareModal } from '../components/ShareModal';
import { VersionsDrawer } from '../components/VersionsDrawer';
import { usePageWriter } from '../hooks/usePageWriter';
import { PAGES_PATH } from '../logic/paths';
import styles from '../components/AiPages.module.css';

type Panel = 'versions' | 'share' | 'rename' | null;

/** `/ai-pages/:pageId`: the page beside what was asked of it; change it by asking or by hand. */
export function PageEditorPage() {
  const { t } = useTranslation('aiPages');
  const navigate = useNavigate();
  const { pageId = '' } = useParams();
  const orgId = useSessionStore((s) => s.user?.orgId ?? '');
  const pageRef = { orgId, pageId };
  const page = usePage(pageRef);
  const writer = usePageWriter();
  const remove = useDeletePage(pageRef);
  const [panel, setPanel] = useState<Panel>(null);
  const [tab, setTab] = useState('preview');
  const [shown, setShown] = useState<number | null>(null);
  const older = useVersionHtml(pageRef, shown);

  if (page.isPending) return <Spin className={styles.spin} />;
  if (page.isError || !page.data)
    return <LoadFailed message={t('editor.loadFailed')} onRetry={() => void page.refetch()} />;
  const current = page.data;

  const ask = async (prompt: string) => {
    setShown(null);
    setTab('preview');
    const saved = await writer.write({ orgId, pageId, prompt });
    return saved !== null;
  };
  const html =
    writer.busy && writer.draft ? writer.draft : (shown && older.data?.html) || current.html;
  const status = writer.busy
    ? t('editor.writing')
    : shown
      ? t('editor.showing', { n: shown })
      : undefined;
  const more = (
    <Menu
      onClickMenuItem={(key) => {
        if (key === 'rename') setPanel('rename');
        if (key === 'delete')
          Modal.confirm({
            title: t('editor.deleteTitle'),
            content: t('editor.deleteText'),
            okButtonProps: { status: 'danger' },
            onOk: async () => {
              await remove.mutateAsync();
              void navigate(PAGES_PATH, { replace: true });
            },
          });
      }}
    >
      <Menu.Item key="rename">{t('editor.rename')}</Menu.Item>
      <Menu.Item key="delete">{t('editor.delete')}</Menu.Item>
    </Menu>
  );

  return (
    <div className={styles.editor}>
      <div className={styles.bar}>
        <Link to={PAGES_PATH} aria-label={t('editor.back')}>
          <Button type="text" icon={<IconLeft />} />
        </Link>
        <h1 className={styles.barTitle} title={current.title}>
          {current.title}
        </h1>
        <Tag>{t('list.version', { n: current.version })}</Tag>
        <div className={styles.barActions}>
          <Button icon={<IconHistory />} onClick={() => setPanel('versions')}>
            {t('versions.title')}
          </Button>
          {current.canEdit ? (
            <>
              <Button type="primary" icon={<IconShareAlt />} onClick={() => setPanel('share')}>
                {t('share.open')}
              </Button>
              <Dropdown droplist={more} trigger="click" position="br">
                <Button icon={<IconMore />} aria-label={t('editor.more')} />
              </Dropdown>
            </>
          ) : null}
        </div>
      </div>
      {!current.canEdit ? <Alert type="info" content={t('editor.readOnly')} /> : null}
      <div className={styles.split}>
        <AskPanel
          versions={current.versions}
          busy={writer.busy}
          error={writer.error}
          disabled={!current.canEdit}
          onAsk={ask}
          onStop={writer.stop}
        />
        <Tabs activeTab={tab} onChange={setTab} className={styles.tabs} lazyload>
          <Tabs.TabPane key="preview" title={t('editor.preview')}>
            <PagePreview html={html} title={current.title} status={status} />
          </Tabs.TabPane>
          <Tabs.TabPane key="code" title={t('editor.code')}>
            <CodeTab pageRef={pageRef} page={current} />
          </Tabs.TabPane>
        </Tabs>
      </div>
      <VersionsDrawer
        pageRef={pageRef}
        page={current}
        visible={panel === 'versions'}
        onClose={() => setPanel(null)}
        onShow={(n) => {
          setShown(n);
          setTab('preview');
          setPanel(null);
        }}
      />
      <ShareModal
        pageRef={pageRef}
        page={current}
        visible={panel === 'share'}
        onClose={() => setPanel(null)}
      />
      <RenameModal
        pageRef={pageRef}
        title={current.title}
        visible={panel === 'rename'}
        onClose={() => setPanel(null)}
      />
    </div>
  );
}
