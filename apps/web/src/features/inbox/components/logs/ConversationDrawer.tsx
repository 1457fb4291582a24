import { useState } from 'react';
import { Alert, Button, Drawer, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconEdit } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { BotLogConversation, ConversationMessage } from '@miaoyu/contracts/bot';
import { LoadFailed } from '@/components/LoadFailed';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useBotLogMessages } from '../../api/botLogMessages';
import { questionBefore } from '../../logic/messages';
import { MessageBubble } from '../MessageBubble';
import messageStyles from '../messages.module.css';
import { CorrectionModal, type CorrectionDraft } from './CorrectionModal';
import styles from './logs.module.css';

interface Props {
  orgId: string;
  /** The conversation shown; null keeps the drawer closed. */
  conversation: BotLogConversation | null;
  onClose: () => void;
}

/** A logged conversation's messages with the visitor's ratings; a disliked answer can be corrected. */
export function ConversationDrawer({ orgId, conversation, onClose }: Props) {
  const { t } = useTranslation('inbox');
  const phone = useMediaQuery('(max-width: 767px)');
  const messages = useBotLogMessages(orgId, conversation?.id ?? null);
  const [draft, setDraft] = useState<CorrectionDraft | null>(null);
  const list = messages.data?.list ?? [];

  const correctButton = (message: ConversationMessage) =>
    message.role === 'bot' && message.rating === 'dislike' ? (
      <Button
        size="mini"
        type="outline"
        icon={<IconEdit />}
        className={styles.correct}
        onClick={() =>
          setDraft({
            messageId: message.id,
            question: questionBefore(list, message.id),
            answer: message.content,
          })
        }
      >
        {t('drawer.correct')}
      </Button>
    ) : null;

  return (
    <Drawer
      visible={conversation !== null}
      width={phone ? '100%' : 600}
      title={
        conversation
          ? t('drawer.title', { visitor: t('visitorName', { code: conversation.visitorName }) })
          : ''
      }
      footer={null}
      onCancel={onClose}
      unmountOnExit
    >
      {messages.isError ? (
        <LoadFailed message={t('drawer.loadFailed')} onRetry={() => void messages.refetch()} />
      ) : messages.isPending ? (
        <Spin className={styles.note} />
      ) : (
        <>
          {messages.data.hasMore ? <Alert type="info" content={t('drawer.hasMore')} /> : null}
          <div className={messageStyles.list}>
            {list.map((message) => (
              <MessageBubble key={message.id} message={message} extra={correctButton(message)} />
            ))}
          </div>
        </>
      )}
      <CorrectionModal orgId={orgId} draft={draft} onClose={() => setDraft(null)} />
    </Drawer>
  );
}
