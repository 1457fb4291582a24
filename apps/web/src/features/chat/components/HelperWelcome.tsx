import { useTranslation } from 'react-i18next';
import type { SessionHelper } from '@miaoyu/contracts/chat';
import { HelperAvatar } from '@/components/HelperAvatar';
import rowStyles from './MessageItem.module.css';
import styles from './Helper.module.css';

/**
 * An empty session with a helper: its welcome as its first bubble (plain text, as its editor
 * typed it) and its suggested questions, each a chip that asks it.
 */
export function HelperWelcome(props: {
  helper: SessionHelper;
  /** An answer is coming: a second question waits. */
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  const { t } = useTranslation('chat');
  const { helper } = props;
  const questions = helper.suggestedQuestions.filter((question) => question.trim());
  return (
    <div className={styles.welcome}>
      <div className={rowStyles.row} data-role="helper-welcome">
        <HelperAvatar name={helper.name} avatar={helper.avatar} size={28} />
        <div className={rowStyles.answerColumn}>
          <div className={styles.welcomeName}>{helper.name}</div>
          <div className={styles.welcomeText}>
            {helper.welcome.trim() || t('chat.helperGreeting')}
          </div>
          {questions.length ? (
            <ul className={styles.suggestions} aria-label={t('chat.suggestedQuestions')}>
              {questions.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    className={styles.suggestion}
                    disabled={props.disabled}
                    onClick={() => props.onAsk(question)}
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </div>
  );
}
