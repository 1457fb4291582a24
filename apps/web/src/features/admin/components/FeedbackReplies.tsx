import { Comment, Empty, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Comment/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@miaoyu/contracts/feedback';
import { formatDateTime } from '../format';

/** The replies to a feedback, oldest first. */
export function FeedbackReplies({ replies }: { replies: Feedback['replies'] }) {
  const { t, i18n } = useTranslation('admin');
  if (replies.length === 0) return <Empty description={t('adminFeedback.noReplies')} />;
  return (
    <div>
      {replies.map((reply) => (
        <Comment
          key={reply.id}
          author={reply.authorNickname}
          datetime={formatDateTime(reply.createdAt, i18n.language)}
          content={
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {reply.content}
            </Typography.Paragraph>
          }
        />
      ))}
    </div>
  );
}
