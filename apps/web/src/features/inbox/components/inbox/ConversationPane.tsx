import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { useInboxConversation } from '../../api/inboxConversation';
import { useInboxMessages } from '../../api/inboxMessages';
import { useConversationLive } from '../../hooks/useConversationLive';
import { ConversationHeader } from './ConversationHeader';
import { MessageList } from './MessageList';
import { ReplyBox } from './ReplyBox';
import styles from './inbox.module.css';

interface Props {
  orgId: string;
  userId: string;
  sessionId: string;
  onBack?: (() => void) | undefined;
  onTaken: () => void;
}

/** The open conversation: its header and actions, its live messages, and the reply box. */
export function ConversationPane({ orgId, userId, sessionId, onBack, onTaken }: Props) {
  const { t } = useTranslation('inbox');
  const conversation = useInboxConversation(orgId, sessionId);
  const messages = useInboxMessages(orgId, sessionId);
  useConversationLive(orgId, sessionId, messages.isSuccess);

  if (conversation.isError)
    return (
      <div className={styles.paneBody}>
        <LoadFailed message={t('header.loadFailed')} onRetry={() => void conversation.refetch()} />
      </div>
    );
  if (!conversation.data) return <Spin className={styles.spin} />;
  const mine = conversation.data.agent?.id === userId;
  return (
    <>
      <ConversationHeader
        orgId={orgId}
        conversation={conversation.data}
        mine={mine}
        onBack={onBack}
        onTaken={onTaken}
      />
      <MessageList orgId={orgId} sessionId={sessionId} />
      <ReplyBox orgId={orgId} conversation={conversation.data} mine={mine} onTaken={onTaken} />
    </>
  );
}
