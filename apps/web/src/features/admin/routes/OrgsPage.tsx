import { useTranslation } from 'react-i18next';

/** Being built in this issue; replaced by the real page. */
export function OrgsPage() {
  const { t } = useTranslation();
  return <h1>{t('adminOrgs.title')}</h1>;
}
