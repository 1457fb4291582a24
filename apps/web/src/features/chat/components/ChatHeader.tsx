import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Dropdown, Menu, Message } from '@arco-design/web-react';
import { IconDownload, IconMenu } from '@arco-design/web-react/icon';
import type { ChatCompletion, SessionHelper } from '@miaoyu/contracts/chat';
import { paths } from '@/lib/paths';
import { HelperAvatar } from '@/components/HelperAvatar';
import frame from './ChatFrame.module.css';
import styles from './ChatHeader.module.css';
import helperStyles from './Helper.module.css';

/** The session's title (after its helper, if it has one), the sessions drawer on phones, export. */
export function ChatHeader(props: {
  title: string;
  messages: ChatCompletion[];
  /** Loads the pages not loaded yet and answers the whole conversation, oldest first. */
  loadAll: () => Promise<ChatCompletion[]>;
  exportNode: RefObject<HTMLDivElement | null>;
  onOpenSessions?: (() => void) | undefined;
  /** The helper the session talks with: its face and name lead to its page. */
  helper?: SessionHelper | null | undefined;
}) {
  const { t } = useTranslation('chat');
  const onExport = async (kind: string) => {
    const name = props.title || t('chat.untitled');
    // An export is the whole conversation, not only the pages scrolled to so far.
    const loading = Message.loading({ content: t('chat.exportLoading'), duration: 0 });
    try {
      const all = await props.loadAll();
      if (kind === 'md') {
        const { exportMarkdown } = await import('../export/exportMarkdown');
        exportMarkdown(
          name,
          all.map(({ role, content }) => ({ role, content })),
        );
      } else if (props.exportNode.current) {
        // Let the list render the pages that just arrived before the picture is taken.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const { exportPng } = await import('../export/exportPng');
        await exportPng(props.exportNode.current, name);
      }
    } catch {
      Message.error(t('chat.exportFailed'));
    } finally {
      loading();
    }
  };
  return (
    <header className={frame.header}>
      {props.onOpenSessions ? (
        <Button
          type="text"
          size="small"
          icon={<IconMenu />}
          aria-label={t('chat.sessions')}
          onClick={props.onOpenSessions}
        />
      ) : null}
      {props.helper ? (
        <Link
          className={helperStyles.headerHelper}
          to={paths.helper(props.helper.code)}
          title={props.helper.name}
        >
          <HelperAvatar name={props.helper.name} avatar={props.helper.avatar} size={24} />
          <span className={helperStyles.headerHelperName}>{props.helper.name}</span>
        </Link>
      ) : null}
      <h2 className={styles.title} title={props.title}>
        {props.title}
      </h2>
      <Dropdown
        // Click, not hover: phones have no hover.
        trigger="click"
        position="br"
        droplist={
          <Menu onClickMenuItem={(key) => void onExport(key)}>
            <Menu.Item key="md">{t('chat.exportMarkdown')}</Menu.Item>
            <Menu.Item key="png">{t('chat.exportPng')}</Menu.Item>
          </Menu>
        }
      >
        <Button
          type="text"
          size="small"
          icon={<IconDownload />}
          aria-label={t('chat.export')}
          disabled={!props.messages.length}
        />
      </Dropdown>
    </header>
  );
}
