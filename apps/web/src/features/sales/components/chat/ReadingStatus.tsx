import { Alert, Button, Popconfirm, Progress, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconRefresh } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { SaleChat } from '@miaoyu/contracts/sales';
import type { ReadingView } from '../../logic/reading';
import styles from './chat.module.css';

interface Props {
  chat: SaleChat;
  view: ReadingView;
  onReadAgain: () => void;
}

/** How far the reading has got, what could not be read and why, and a way to read again. */
export function ReadingStatus({ chat, view, onReadAgain }: Props) {
  const { t } = useTranslation('sales');
  const { phase } = view;
  const position = (id: string) => chat.pics.findIndex((pic) => pic.id === id) + 1;
  return (
    <div className={styles.reading} aria-live="polite" data-phase={phase}>
      {phase === 'uploading' || phase === 'starting' ? (
        <p className={styles.readingLine}>
          <Spin size={14} /> {t(`reading.${phase}`)}
        </p>
      ) : null}
      {phase === 'reading' ? (
        <div>
          <p className={styles.readingLine}>
            {t('reading.progress', { done: view.done, total: view.total })}
          </p>
          <Progress percent={view.percent} showText={false} animation />
        </div>
      ) : null}
      {phase === 'done' && view.failed.length === 0 ? (
        <p className={styles.readingLine}>{t('reading.done', { total: view.total })}</p>
      ) : null}
      {phase === 'failed' ? (
        <Alert
          type="error"
          title={t('reading.failed')}
          content={chat.reading.errorMessage ?? chat.reading.error ?? undefined}
        />
      ) : null}
      {view.failed.length > 0 && phase !== 'reading' ? (
        <ul className={styles.picErrors}>
          {view.failed.map((pic) => (
            <li key={pic.id}>
              {t('reading.picFailed', {
                n: position(pic.id),
                message: pic.errorMessage ?? pic.error ?? '',
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {view.canRead && phase !== 'idle' && view.unread.length > 0 ? (
        <Button
          className={styles.touch}
          icon={<IconRefresh />}
          onClick={onReadAgain}
          type="primary"
        >
          {view.unread.length < chat.pics.length ? t('reading.readNew') : t('reading.readAgain')}
        </Button>
      ) : null}
      {view.canRead && phase !== 'idle' && view.unread.length === 0 ? (
        // Reading every picture again joins the dialogue anew: corrections would be lost.
        <Popconfirm
          title={t('reading.readAgainConfirm')}
          onOk={onReadAgain}
          disabled={chat.turns.length === 0}
        >
          <Button
            className={styles.touch}
            icon={<IconRefresh />}
            onClick={chat.turns.length === 0 ? onReadAgain : undefined}
          >
            {t('reading.readAgain')}
          </Button>
        </Popconfirm>
      ) : null}
      {view.canRead && phase === 'idle' ? (
        <Button
          className={styles.touch}
          type="primary"
          icon={<IconRefresh />}
          onClick={onReadAgain}
        >
          {t('reading.readNew')}
        </Button>
      ) : null}
    </div>
  );
}
