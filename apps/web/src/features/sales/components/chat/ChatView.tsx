import { Alert, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import type { SaleChat } from '@miaoyu/contracts/sales';
import { LoadFailed } from '@/components/LoadFailed';
import { statusOf } from '@/lib/api-error';
import { useSaleChat } from '../../api/saleChat';
import { usePicDrop } from '../../hooks/usePicDrop';
import { useScreenshots } from '../../hooks/useScreenshots';
import { SuggestPanel } from '../suggest/SuggestPanel';
import { ChatHeader } from './ChatHeader';
import { DialogueEditor } from './DialogueEditor';
import { PicStrip } from './PicStrip';
import { ReadingStatus } from './ReadingStatus';
import styles from './chat.module.css';

interface Props {
  chatId: string;
  /** On a phone: back to the list. */
  onBack: (() => void) | undefined;
  onDeleted: () => void;
}

/** One customer chat: its screenshots, the dialogue read from them, and suggested replies. */
export function ChatView({ chatId, onBack, onDeleted }: Props) {
  const { t } = useTranslation('sales');
  const chat = useSaleChat(chatId);
  if (chat.isPending) return <Spin className={styles.state} />;
  if (chat.isError) {
    const status = statusOf(chat.error);
    return (
      <div className={styles.state}>
        {status === 404 || status === 422 ? (
          <Alert type="warning" content={t('chat.notFound')} />
        ) : (
          <LoadFailed message={t('chat.loadFailed')} onRetry={() => void chat.refetch()} />
        )}
      </div>
    );
  }
  return <ChatBody chat={chat.data} onBack={onBack} onDeleted={onDeleted} />;
}

function ChatBody({ chat, onBack, onDeleted }: { chat: SaleChat } & Omit<Props, 'chatId'>) {
  const { t } = useTranslation('sales');
  const shots = useScreenshots(chat);
  const { phase } = shots.view;
  const busy = phase === 'uploading' || phase === 'starting' || phase === 'reading';
  const { dragging, dropProps } = usePicDrop(
    (files) => void shots.add(files),
    chat.editable && !busy,
  );
  return (
    <div className={styles.chat} data-testid="sale-chat" {...dropProps}>
      <ChatHeader chat={chat} onBack={onBack} onDeleted={onDeleted} />
      {chat.editable ? null : <Alert className={styles.block} content={t('chat.readOnly')} />}
      <section className={styles.block} aria-label={t('pics.title')}>
        <PicStrip chat={chat} disabled={busy} onAdd={shots.add} />
        <ReadingStatus chat={chat} view={shots.view} onReadAgain={shots.readAgain} />
      </section>
      <DialogueEditor chat={chat} busy={busy} />
      <SuggestPanel chat={chat} />
      {dragging ? (
        <div className={styles.dropOverlay} aria-hidden="true">
          {t('pics.dropHere')}
        </div>
      ) : null}
    </div>
  );
}
