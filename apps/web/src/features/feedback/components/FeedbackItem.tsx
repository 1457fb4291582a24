import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@miaoyu/contracts/feedback';
import { formatDateTime } from '@/lib/datetime';
import { AuthImage } from '@/components/AuthImage';
import styles from './Feedback.module.css';

const STATUS_COLOR = { open: 'orange', replied: 'arcoblue', closed: 'gray' } as const;

/** One piece of feedback: status, text, screenshots and the team's replies. */
export function FeedbackItem({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation('feedback');
  return (
    <li className={styles.item} data-testid="feedback-item">
      <div className={styles.itemHead}>
        <Tag color={STATUS_COLOR[feedback.status]}>{t(`feedback.status.${feedback.status}`)}</Tag>
        <Tag>{t(`feedback.types.${feedback.type}`)}</Tag>
        <span className={styles.date}>
          {t('feedback.list.submittedAt', { time: formatDateTime(feedback.createdAt) })}
        </span>
      </div>
      <p className={styles.content}>{feedback.content}</p>
      {feedback.contact ? (
        <p className={styles.hint}>{t('feedback.list.contact', { contact: feedback.contact })}</p>
      ) : null}
      {feedback.screenshots.length ? (
        <div className={styles.thumbs}>
          {feedback.screenshots.map((url, index) => (
            <AuthImage
              key={url}
              url={url}
              alt={t('feedback.list.screenshot', { index: index + 1 })}
              className={styles.thumb}
              preview
              thumbWidth="160"
            />
          ))}
        </div>
      ) : null}
      {feedback.replies.length ? (
        <ul className={styles.replies}>
          {feedback.replies.map((reply) => (
            <li key={reply.id} className={styles.reply}>
              <div className={styles.replyHead}>
                <strong>{t('feedback.list.reply', { name: reply.authorNickname })}</strong>
                <span className={styles.date}>{formatDateTime(reply.createdAt)}</span>
              </div>
              <p className={styles.content}>{reply.content}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
