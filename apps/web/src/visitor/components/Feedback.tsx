/** @jsxImportSource preact */
import type { FeedbackRating } from '@miaoyu/contracts/bot';
import { FEEDBACK_REASON_MAX_CHARS } from '@miaoyu/contracts/bot-constants';
import { useState } from 'preact/hooks';
import { t } from '../i18n';
import { ThumbDownIcon, ThumbUpIcon } from './Icons';

interface FeedbackProps {
  messageId: string;
  rating: FeedbackRating | null;
  onRate(messageId: string, rating: FeedbackRating, reason?: string): void;
}

/** Like, or dislike with an optional reason in a small form under the answer. */
export function Feedback({ messageId, rating, onRate }: FeedbackProps) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <div class="feedback">
      <button
        type="button"
        class="icon-button"
        aria-label={t('like')}
        title={t('like')}
        aria-pressed={rating === 'like'}
        onClick={() => {
          setAsking(false);
          onRate(messageId, 'like');
        }}
      >
        <ThumbUpIcon />
      </button>
      <button
        type="button"
        class="icon-button"
        aria-label={t('dislike')}
        title={t('dislike')}
        aria-pressed={rating === 'dislike'}
        aria-expanded={asking}
        onClick={() => setAsking(!asking)}
      >
        <ThumbDownIcon />
      </button>
      {rating && !asking && <span>{t('liked')}</span>}
      {asking && (
        <form
          class="feedback-form"
          onSubmit={(event) => {
            event.preventDefault();
            setAsking(false);
            onRate(messageId, 'dislike', reason.trim());
          }}
        >
          <textarea
            rows={2}
            maxLength={FEEDBACK_REASON_MAX_CHARS}
            placeholder={t('dislikeReason')}
            aria-label={t('dislikeReason')}
            value={reason}
            onInput={(event) => setReason(event.currentTarget.value)}
          />
          <div class="row-end">
            <button type="button" class="button" onClick={() => setAsking(false)}>
              {t('cancel')}
            </button>
            <button type="submit" class="button button-primary">
              {t('submit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
