import { memo, useState } from 'react';
import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { ActionBar, AnswerBubble, CitationList, QuestionBubble } from '@/components/answer';
import type { PreviewMessage } from '../../hooks/usePreviewChat';
import styles from './Preview.module.css';

/** One message of the preview; memoised, so only the streaming answer re-renders. */
export const PreviewMessageItem = memo(function PreviewMessageItem({
  message,
}: {
  message: PreviewMessage;
}) {
  const { t } = useTranslation('helpers');
  // The cited passage shown under the answer, as plain text.
  const [open, setOpen] = useState<number | null>(null);
  if (message.role === 'user')
    return (
      <div className={styles.userRow} data-role="user">
        <QuestionBubble className={styles.userBubble}>{message.content}</QuestionBubble>
      </div>
    );
  const { citations } = message;
  const opened = open === null ? undefined : citations[open - 1];
  return (
    <div className={styles.answerRow} data-role="assistant" data-state={message.state}>
      <AnswerBubble
        answer={message}
        onCite={citations.length > 0 ? setOpen : null}
        className={styles.answerBubble}
      >
        {message.state === 'stopped' ? (
          <Tag size="small" color="orangered" className={styles.stoppedTag}>
            {t('editor.preview.stopped')}
          </Tag>
        ) : null}
      </AnswerBubble>
      {citations.length > 0 ? (
        <CitationList
          citations={citations}
          open={open}
          onOpen={(n) => setOpen((shown) => (shown === n ? null : n))}
        />
      ) : null}
      {opened ? (
        <blockquote className={styles.excerpt} data-testid="preview-excerpt">
          {opened.excerpt}
        </blockquote>
      ) : null}
      <ActionBar answer={message} place="preview" />
    </div>
  );
});
