import { useMemo, useState } from 'react';
import { Button, Input, Message, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconCheck, IconCopy, IconEdit, IconSend } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { plainText } from '@miaoyu/contracts/plain-text';
import { SALE_SENT_MAX_CHARS, type SaleChat } from '@miaoyu/contracts/sales';
import { copyText } from '@/lib/clipboard';
import { useMarkReplySent } from '../../api/markReplySent';
import type { ReplyDraft } from '../../logic/suggest';
import styles from './suggest.module.css';

interface Props {
  chat: SaleChat;
  reply: ReplyDraft;
  index: number;
  /** The stored suggestion, once the stream is done ('' before). */
  suggestionId: string;
  sentIndex: number | null;
  streaming: boolean;
}

/**
 * One suggested reply in its tone, as the plain text it will be pasted as (a chat app shows no
 * Markdown): copied as it is, or edited first, then marked as sent.
 */
export function ReplyCard({ chat, reply, index, suggestionId, sentIndex, streaming }: Props) {
  const { t } = useTranslation('sales');
  const [edited, setEdited] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const sent = useMarkReplySent();
  const suggested = useMemo(() => plainText(reply.text), [reply.text]);
  const text = edited ?? suggested;
  const ready = reply.complete && !streaming && text.trim().length > 0;

  const copy = () =>
    copyText(text).then(
      () => Message.success(t('suggest.copied')),
      () => Message.error(t('suggest.copyFailed')),
    );
  const markSent = async () => {
    await sent.mutateAsync({
      id: chat.id,
      suggestionId: suggestionId || undefined,
      index: suggestionId ? index : undefined,
      text: text.trim(),
    });
    setEditing(false);
    Message.success(t('suggest.sentDone'));
  };

  return (
    <article className={styles.card} data-tone={reply.tone} data-testid="sale-reply">
      <header className={styles.cardHead}>
        <Tag
          color={reply.tone === 'warm' ? 'orangered' : reply.tone === 'brief' ? 'gray' : 'arcoblue'}
        >
          {t(`suggest.tone.${reply.tone}`)}
        </Tag>
        {sentIndex === index ? (
          <Tag color="green" icon={<IconCheck />}>
            {t('suggest.sent')}
          </Tag>
        ) : null}
      </header>
      {editing ? (
        <Input.TextArea
          autoFocus
          value={text}
          maxLength={SALE_SENT_MAX_CHARS}
          autoSize={{ minRows: 3, maxRows: 10 }}
          aria-label={t('suggest.edit')}
          onChange={setEdited}
        />
      ) : (
        <p className={styles.text} data-empty={text ? undefined : 'true'}>
          {text || t('suggest.waiting')}
        </p>
      )}
      <footer className={styles.cardTools}>
        <Button className={styles.touch} icon={<IconCopy />} disabled={!ready} onClick={copy}>
          {t('suggest.copy')}
        </Button>
        {chat.editable ? (
          <>
            <Button
              className={styles.touch}
              icon={editing ? <IconCheck /> : <IconEdit />}
              disabled={!reply.complete || streaming}
              onClick={() => setEditing(!editing)}
            >
              {editing ? t('suggest.editDone') : t('suggest.edit')}
            </Button>
            <Button
              className={styles.touch}
              type="primary"
              icon={<IconSend />}
              disabled={!ready || sentIndex === index}
              loading={sent.isPending}
              onClick={() => void markSent().catch(() => undefined)}
            >
              {t('suggest.markSent')}
            </Button>
          </>
        ) : null}
      </footer>
    </article>
  );
}
