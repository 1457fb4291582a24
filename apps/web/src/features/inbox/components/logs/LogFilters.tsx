import { Button, Checkbox, DatePicker, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import { useBotKeys, useBots } from '../../api/bots';
import type { BotLogFilters, FeedbackFilter } from '../../logic/logFilters';
import styles from './logs.module.css';

interface Props {
  orgId: string;
  filters: BotLogFilters;
  onChange: (patch: Partial<BotLogFilters>) => void;
  onReset: () => void;
}

const FEEDBACK_OPTIONS = ['any', 'like', 'dislike'] as const;

/** Which conversations: days, bot, key, rating, unanswered, handed to a person. */
export function LogFilters({ orgId, filters, onChange, onReset }: Props) {
  const { t } = useTranslation('inbox');
  const bots = useBots(orgId);
  const keys = useBotKeys(orgId, filters.helperId);
  return (
    <div className={styles.filters} role="group" aria-label={t('filters.label')}>
      <DatePicker.RangePicker
        className={styles.range}
        aria-label={t('filters.range')}
        value={filters.from && filters.to ? [filters.from, filters.to] : undefined}
        format="YYYY-MM-DD"
        allowClear
        onChange={(days?: string[]) => onChange({ from: days?.[0] ?? '', to: days?.[1] ?? '' })}
      />
      <Select
        className={styles.select}
        aria-label={t('filters.bot')}
        placeholder={t('filters.allBots')}
        value={filters.helperId || undefined}
        allowClear
        loading={bots.isPending && Boolean(orgId)}
        options={(bots.data ?? []).map((bot) => ({ label: bot.name, value: bot.id }))}
        onChange={(helperId?: string) => onChange({ helperId: helperId ?? '', keyId: '' })}
      />
      <Select
        className={styles.select}
        aria-label={t('filters.key')}
        placeholder={t('filters.allKeys')}
        value={filters.keyId || undefined}
        allowClear
        disabled={!filters.helperId}
        options={(keys.data ?? []).map((key) => ({
          label: key.revokedAt ? t('filters.revoked', { name: key.name }) : key.name,
          value: key.id,
        }))}
        onChange={(keyId?: string) => onChange({ keyId: keyId ?? '' })}
      />
      <Select
        className={styles.select}
        aria-label={t('filters.feedback')}
        placeholder={t('filters.feedbackAll')}
        value={filters.feedback || undefined}
        allowClear
        options={FEEDBACK_OPTIONS.map((value) => ({
          label: t(value === 'any' ? 'filters.feedbackAny' : `filters.${value}`),
          value,
        }))}
        onChange={(feedback?: FeedbackFilter) => onChange({ feedback: feedback ?? '' })}
      />
      <Checkbox
        checked={filters.unanswered}
        onChange={(unanswered: boolean) => onChange({ unanswered })}
      >
        {t('filters.unanswered')}
      </Checkbox>
      <Checkbox
        checked={filters.handedOff}
        onChange={(handedOff: boolean) => onChange({ handedOff })}
      >
        {t('filters.handedOff')}
      </Checkbox>
      <Button type="text" onClick={onReset}>
        {t('filters.reset')}
      </Button>
    </div>
  );
}
