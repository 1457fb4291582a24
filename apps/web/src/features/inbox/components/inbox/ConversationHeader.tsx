import { Button, Message, Popconfirm, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { IconLeft } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { InboxConversation } from '@miaoyu/contracts/bot';
import { HelperAvatar } from '@/components/HelperAvatar';
import { useConversationAction, type ConversationAction } from '../../api/conversationAction';
import { StatusTag } from '../StatusTag';
import styles from './inbox.module.css';

interface Props {
  orgId: string;
  conversation: InboxConversation;
  mine: boolean;
  /** Back to the list (phones, where the list and the conversation take turns). */
  onBack?: (() => void) | undefined;
  onTaken: () => void;
}

/** Who the visitor is, which bot and key they came through, who holds it, and what to do. */
export function ConversationHeader({ orgId, conversation, mine, onBack, onTaken }: Props) {
  const { t } = useTranslation('inbox');
  const action = useConversationAction(orgId, conversation.id);
  const { status, agent } = conversation;
  const run = (which: ConversationAction, done: string) =>
    action.mutate(which, {
      onSuccess: () => {
        Message.success(done);
        if (which === 'take') onTaken();
      },
    });
  const busy = action.isPending ? action.variables : undefined;
  const canTake = status === 'pending' || status === 'bot';
  const canRelease = status === 'agent' && mine;
  const canClose = status === 'pending' || status === 'bot' || canRelease;

  return (
    <header className={styles.paneHeader}>
      {onBack ? (
        <Button
          type="text"
          icon={<IconLeft />}
          aria-label={t('header.back')}
          onClick={onBack}
          className={styles.back}
        />
      ) : null}
      <HelperAvatar name={conversation.helper.name} avatar={conversation.helper.avatar} size={32} />
      <div className={styles.headerText}>
        <div className={styles.headerTitle}>
          <h2>{t('visitorName', { code: conversation.visitorName })}</h2>
          <StatusTag status={status} />
        </div>
        <p className={styles.headerSub}>
          {t('header.via', { helper: conversation.helper.name, key: conversation.keyName })}
          {status === 'agent' && agent
            ? ` · ${mine ? t('header.heldByYou') : t('header.heldBy', { name: agent.name })}`
            : ''}
        </p>
      </div>
      <Space size="small" wrap className={styles.headerActions}>
        {canTake ? (
          <Button
            type="primary"
            size="small"
            loading={busy === 'take'}
            onClick={() => run('take', t('actions.taken'))}
          >
            {t('actions.take')}
          </Button>
        ) : null}
        {canRelease ? (
          <Button
            size="small"
            loading={busy === 'release'}
            onClick={() => run('release', t('actions.released'))}
          >
            {t('actions.release')}
          </Button>
        ) : null}
        {canClose ? (
          <Popconfirm
            title={t('actions.closeConfirm')}
            onOk={() => run('close', t('actions.closed'))}
          >
            <Button size="small" status="danger" loading={busy === 'close'}>
              {t('actions.close')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </header>
  );
}
