import { useTranslation } from 'react-i18next';

/** Being built in this issue; replaced by the real page. */
export function FeedbackAdminPage() {
  const { t } = useTranslation();
  return <h1>{t('adminFeedback.title')}</h1>;
}
