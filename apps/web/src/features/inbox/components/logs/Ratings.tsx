import { IconThumbDown, IconThumbUp } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { BotLogConversation } from '@miaoyu/contracts/bot';
import styles from './logs.module.css';

/** A conversation's likes and dislikes, side by side. */
export function Ratings({ row }: { row: Pick<BotLogConversation, 'likes' | 'dislikes'> }) {
  const { t } = useTranslation('inbox');
  return (
    <span className={styles.ratings}>
      <span className={styles.like} title={t('filters.like')}>
        <IconThumbUp /> {row.likes}
      </span>
      <span className={styles.dislike} title={t('filters.dislike')}>
        <IconThumbDown /> {row.dislikes}
      </span>
    </span>
  );
}
