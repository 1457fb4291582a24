import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@miaoyu/contracts/feedback';

const STATUS_COLOR: Record<Feedback['status'], string> = {
  open: 'orangered',
  replied: 'arcoblue',
  closed: 'gray',
};
const TYPE_COLOR: Record<Feedback['type'], string> = {
  bug: 'red',
  suggestion: 'green',
  other: 'purple',
};

export function FeedbackStatusTag({ status }: { status: Feedback['status'] }) {
  const { t } = useTranslation('admin');
  return <Tag color={STATUS_COLOR[status]}>{t(`adminFeedback.statuses.${status}`)}</Tag>;
}

export function FeedbackTypeTag({ type }: { type: Feedback['type'] }) {
  const { t } = useTranslation('admin');
  return <Tag color={TYPE_COLOR[type]}>{t(`adminFeedback.types.${type}`)}</Tag>;
}
