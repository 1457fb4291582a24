import { FeedbackForm } from '../components/FeedbackForm';
import { FeedbackList } from '../components/FeedbackList';
import styles from '../components/Feedback.module.css';

/** `/setting/feedback`: send feedback, then follow it and the team's replies below. */
export function FeedbackPage() {
  return (
    <div className={styles.page}>
      <FeedbackForm />
      <FeedbackList />
    </div>
  );
}
