import { useTranslation } from 'react-i18next';
import type { HelperPageData } from '../../api/helperProfile';
import { useStartChat } from '../../hooks/useStartChat';
import styles from './Helper.module.css';

/** How the helper greets and what it suggests asking; a suggestion starts a conversation. */
export function WelcomeBox({ helper }: { helper: HelperPageData }) {
  const { t } = useTranslation('helpers');
  const { startChat, starting } = useStartChat(helper.code);
  if (!helper.welcome && helper.suggestedQuestions.length === 0) return null;
  return (
    <section className={styles.box}>
      {helper.welcome ? (
        <>
          <h2 className={styles.boxTitle}>{t('helper.welcome')}</h2>
          <p className={styles.welcome}>{helper.welcome}</p>
        </>
      ) : null}
      {helper.suggestedQuestions.length > 0 ? (
        <>
          <h2 className={styles.boxTitle}>{t('helper.questions')}</h2>
          <ul className={styles.questions}>
            {helper.suggestedQuestions.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  className={styles.question}
                  disabled={starting}
                  onClick={() => startChat(question)}
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
