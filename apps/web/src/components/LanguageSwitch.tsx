import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@miaoyu/contracts/constants';
import { useLocaleSwitch } from '@/hooks/useLocaleSwitch';

/** 中文 | English: each language named in itself, the current one highlighted. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { locale, choose } = useLocaleSwitch();

  return (
    <div className={className} role="group" aria-label={t('language.switchTitle')}>
      <Button.Group>
        {LOCALES.map((option) => (
          <Button
            key={option}
            size="small"
            type={option === locale ? 'primary' : 'secondary'}
            aria-pressed={option === locale}
            onClick={() => void choose(option)}
          >
            {t(`language.${option}`)}
          </Button>
        ))}
      </Button.Group>
    </div>
  );
}
