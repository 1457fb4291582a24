import { useCallback, useState } from 'react';
import { Button, Drawer, Empty, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconInfoCircle, IconMessage, IconSettings } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HelperAvatar } from '@/components/HelperAvatar';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import type { HelperPageProps } from '@/lib/helper-pages';
import { usePhoneScreen } from '@/lib/phone-screen';
import { ChatList } from '../components/list/ChatList';
import { ChatView } from '../components/chat/ChatView';
import { ReaderSettingsDrawer } from '../components/reader/ReaderSettingsDrawer';
import { opensOnList, WIDE_WORKSPACE } from '../logic/layout';
import styles from '../components/workspace.module.css';

/** The open chat lives in the address (`?c=12`): a reload or a shared link keeps it. */
function useOpenChat() {
  const [params, setParams] = useSearchParams();
  const open = params.get('c') ?? '';
  const go = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('c', id);
        else next.delete('c');
        return next;
      }),
    [setParams],
  );
  return { open, go };
}

/**
 * A sales helper's workspace: the caller's customer chats with it and the open one. Side by side
 * from 1024 px; on a phone the list, then the chat over the whole page with a way back.
 */
export function SalesWorkspacePage({ helper, about }: HelperPageProps) {
  const { t } = useTranslation('sales');
  const wide = useMediaQuery(WIDE_WORKSPACE);
  const { open, go } = useOpenChat();
  // On a phone the workspace is the whole screen below the studio's thin header.
  usePhoneScreen();
  const [showAbout, setShowAbout] = useState(false);
  const [showReader, setShowReader] = useState(false);
  // How screenshots are read is the helper's setting: only its managers see it.
  const reader =
    helper.manageable && helper.orgId && helper.id
      ? { orgId: helper.orgId, helperId: helper.id }
      : null;
  const showList = opensOnList(open, wide);
  const showChat = wide || Boolean(open);

  return (
    <div className={styles.workspace} data-layout={wide ? 'wide' : 'phone'}>
      {showList ? (
        <aside className={styles.listPane}>
          <header className={styles.helperBar}>
            <HelperAvatar name={helper.name} avatar={helper.avatar} size={36} />
            <h1 className={styles.helperName}>{helper.name}</h1>
            <Button
              className={styles.touch}
              type="text"
              icon={<IconInfoCircle />}
              onClick={() => setShowAbout(true)}
            >
              {t('workspace.about')}
            </Button>
            {reader ? (
              <Tooltip content={t('workspace.reader')}>
                <Button
                  className={styles.touch}
                  type="text"
                  icon={<IconSettings />}
                  aria-label={t('workspace.reader')}
                  onClick={() => setShowReader(true)}
                />
              </Tooltip>
            ) : null}
          </header>
          <ChatList helperId={helper.id ?? ''} selectedId={open} onOpen={go} />
        </aside>
      ) : null}
      {showChat ? (
        <section className={styles.chatPane}>
          {open ? (
            <ChatView
              key={open}
              chatId={open}
              onBack={wide ? undefined : () => go('')}
              onDeleted={() => go('')}
            />
          ) : (
            <Empty
              className={styles.pick}
              icon={<IconMessage className={styles.pickIcon} />}
              description={
                <>
                  <strong className={styles.pickTitle}>{t('pick.title')}</strong>
                  <span>{t('pick.hint')}</span>
                </>
              }
            />
          )}
        </section>
      ) : null}
      <Drawer
        visible={showAbout}
        title={t('workspace.aboutTitle', { name: helper.name })}
        width={wide ? 760 : '100%'}
        footer={null}
        onCancel={() => setShowAbout(false)}
        unmountOnExit
      >
        {about}
      </Drawer>
      {reader ? (
        <ReaderSettingsDrawer
          helper={reader}
          visible={showReader}
          wide={wide}
          onClose={() => setShowReader(false)}
        />
      ) : null}
    </div>
  );
}
