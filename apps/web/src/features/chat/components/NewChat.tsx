import { useTranslation } from 'react-i18next';
import { Button, Spin } from '@arco-design/web-react';
import { IconMenu } from '@arco-design/web-react/icon';
import type { ChatAttachment } from '@miaoyu/contracts/chat';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useModels } from '../api/getModels';
import { NO_SESSION } from '../store';
import { Composer } from './Composer';
import frame from './ChatFrame.module.css';
import styles from './NewChat.module.css';

/** No session open: a greeting and a composer whose first question creates the session. */
export function NewChat(props: {
  waiting: boolean;
  onOpenSessions?: (() => void) | undefined;
  onStart: (question: string, attachments: ChatAttachment[]) => Promise<void>;
}) {
  const { t } = useTranslation('chat');
  const models = useModels();
  const touch = useMediaQuery('(pointer: coarse)');
  const model = models.data?.list.find((m) => m.ref === models.data?.defaultRef);
  if (props.waiting)
    return (
      <div className={frame.conversation}>
        <Spin className={frame.center} />
      </div>
    );
  return (
    <div className={frame.conversation}>
      {props.onOpenSessions ? (
        <header className={frame.header}>
          <Button
            type="text"
            size="small"
            icon={<IconMenu />}
            aria-label={t('chat.sessions')}
            onClick={props.onOpenSessions}
          />
        </header>
      ) : null}
      <div className={styles.welcome}>
        <h2>{t('chat.welcome')}</h2>
        <p>{touch ? t('chat.welcomeHintTouch') : t('chat.welcomeHint')}</p>
      </div>
      <Composer
        sessionId={NO_SESSION}
        answering={false}
        vision={model?.vision ?? false}
        modelName={model?.model ?? t('chat.offline')}
        onSend={props.onStart}
        onStop={() => undefined}
      />
    </div>
  );
}
