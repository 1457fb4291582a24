import { Button, Descriptions, Divider, Drawer, Message, Popconfirm } from '@arco-design/web-react';
import { Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Divider/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@miaoyu/contracts/feedback';
import { useCloseFeedback } from '../api/closeFeedback';
import { formatDateTime } from '../format';
import { FeedbackReplies } from './FeedbackReplies';
import { FeedbackReplyForm } from './FeedbackReplyForm';
import { FeedbackScreenshots } from './FeedbackScreenshots';
import { FeedbackStatusTag, FeedbackTypeTag } from './FeedbackTags';

interface Props {
  feedback: Feedback | null;
  onChange: (feedback: Feedback) => void;
  onClose: () => void;
}

/** One feedback: what was said, by whom, screenshots, the replies; reply or close it. */
export function FeedbackDrawer({ feedback, onChange, onClose }: Props) {
  const { t, i18n } = useTranslation('admin');
  const close = useCloseFeedback();

  const closeFeedback = async (id: string) => {
    onChange(await close.mutateAsync(id));
    Message.success(t('adminFeedback.closeDone'));
  };

  const footer =
    feedback && feedback.status !== 'closed' ? (
      <Popconfirm
        title={t('adminFeedback.closeConfirm')}
        onOk={() => void closeFeedback(feedback.id).catch(() => {})}
      >
        <Button status="warning" loading={close.isPending}>
          {t('adminFeedback.close')}
        </Button>
      </Popconfirm>
    ) : null;

  return (
    <Drawer
      title={t('adminFeedback.detail')}
      visible={feedback !== null}
      width="min(560px, 100vw)"
      footer={footer}
      onCancel={onClose}
      unmountOnExit
    >
      {feedback && (
        <>
          <Descriptions
            column={1}
            size="small"
            data={[
              { label: t('adminFeedback.type'), value: <FeedbackTypeTag type={feedback.type} /> },
              {
                label: t('adminFeedback.status'),
                value: <FeedbackStatusTag status={feedback.status} />,
              },
              {
                label: t('adminFeedback.author'),
                value: `${feedback.author.nickname} (${feedback.author.phone})`,
              },
              {
                label: t('adminFeedback.contact'),
                value: feedback.contact || t('adminFeedback.noContact'),
              },
              {
                label: t('adminFeedback.createdAt'),
                value: formatDateTime(feedback.createdAt, i18n.language),
              },
            ]}
          />
          <Divider orientation="left">{t('adminFeedback.content')}</Divider>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {feedback.content}
          </Typography.Paragraph>
          {feedback.screenshots.length > 0 && (
            <>
              <Divider orientation="left">{t('adminFeedback.screenshots')}</Divider>
              <FeedbackScreenshots urls={feedback.screenshots} />
            </>
          )}
          <Divider orientation="left">{t('adminFeedback.replies')}</Divider>
          <FeedbackReplies replies={feedback.replies} />
          {feedback.status !== 'closed' && (
            <FeedbackReplyForm feedbackId={feedback.id} onReplied={onChange} />
          )}
        </>
      )}
    </Drawer>
  );
}
