import { Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TYPES, feedbackStatusSchema, type Feedback } from '@miaoyu/contracts/feedback';

export interface FeedbackFilterValue {
  status?: Feedback['status'];
  type?: Feedback['type'];
}

interface Props {
  value: FeedbackFilterValue;
  onChange: (value: FeedbackFilterValue) => void;
}

/** Status and type selects; clearing one shows every status / type. */
export function FeedbackFilters({ value, onChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Space wrap>
      <Select
        aria-label={t('adminFeedback.status')}
        placeholder={t('adminFeedback.allStatuses')}
        allowClear
        style={{ width: 160 }}
        value={value.status}
        onChange={(status?: Feedback['status']) => onChange({ ...value, status })}
        options={feedbackStatusSchema.options.map((status) => ({
          value: status,
          label: t(`adminFeedback.statuses.${status}`),
        }))}
      />
      <Select
        aria-label={t('adminFeedback.type')}
        placeholder={t('adminFeedback.allTypes')}
        allowClear
        style={{ width: 160 }}
        value={value.type}
        onChange={(type?: Feedback['type']) => onChange({ ...value, type })}
        options={FEEDBACK_TYPES.map((type) => ({
          value: type,
          label: t(`adminFeedback.types.${type}`),
        }))}
      />
    </Space>
  );
}
