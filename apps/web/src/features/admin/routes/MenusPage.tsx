import { useTranslation } from 'react-i18next';

/** Being built in this issue; replaced by the real page. */
export function MenusPage() {
  const { t } = useTranslation();
  return <h1>{t('adminMenus.title')}</h1>;
}
