import { useState } from 'react';
import { Alert, Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { IconBulb, IconPause } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { SALE_GOAL_MAX_CHARS, type SaleChat } from '@miaoyu/contracts/sales';
import { useSuggest } from '../../hooks/useSuggest';
import { Citations } from './Citations';
import { PastSuggestions } from './PastSuggestions';
import { ReplyCard } from './ReplyCard';
import styles from './suggest.module.css';

/** Three replies to the dialogue as it stands, streamed side by side, with what they drew on. */
export function SuggestPanel({ chat }: { chat: SaleChat }) {
  const { t } = useTranslation('sales');
  const { state, run, stop } = useSuggest(chat.id);
  const [goal, setGoal] = useState('');
  const streaming = state.status === 'streaming';
  const stored = chat.suggestions.find((suggestion) => suggestion.id === state.suggestionId);
  const earlier = chat.suggestions.filter((suggestion) => suggestion.id !== state.suggestionId);

  return (
    <section className={styles.panel} aria-label={t('suggest.title')}>
      <h3 className={styles.title}>{t('suggest.title')}</h3>
      {chat.editable ? (
        <div className={styles.ask}>
          <Input
            className={styles.goal}
            value={goal}
            onChange={setGoal}
            maxLength={SALE_GOAL_MAX_CHARS}
            placeholder={t('suggest.goalPlaceholder')}
            aria-label={t('suggest.goal')}
            disabled={streaming}
            onPressEnter={() => (streaming ? undefined : void run(goal))}
          />
          {streaming ? (
            <Button className={styles.touch} status="warning" icon={<IconPause />} onClick={stop}>
              {t('suggest.stop')}
            </Button>
          ) : (
            <Button
              className={styles.touch}
              type="primary"
              icon={<IconBulb />}
              onClick={() => void run(goal)}
            >
              {state.status === 'idle' ? t('suggest.run') : t('suggest.again')}
            </Button>
          )}
        </div>
      ) : null}
      <div aria-live="polite">
        {streaming ? <p className={styles.note}>{t('suggest.streaming')}</p> : null}
        {state.status === 'stopped' ? <p className={styles.note}>{t('suggest.stopped')}</p> : null}
        {state.error ? (
          <Alert type="error" className={styles.error} content={state.error.message} />
        ) : null}
      </div>
      {state.replies.length ? (
        <div className={styles.cards}>
          {state.replies.map((reply, index) => (
            <ReplyCard
              key={`${state.suggestionId}-${reply.tone}`}
              chat={chat}
              reply={reply}
              index={index}
              suggestionId={state.suggestionId}
              sentIndex={stored?.sentIndex ?? null}
              streaming={streaming}
            />
          ))}
        </div>
      ) : null}
      <Citations citations={state.citations} />
      <PastSuggestions suggestions={earlier} />
    </section>
  );
}
