import { Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@miaoyu/contracts';
import { i18n, setLocale, useLocale } from '@/lib/i18n';

/** 中文 | English: each language named in itself, the current one highlighted. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();

  const choose = async (next: Locale) => {
    if (next === locale) return;
    await setLocale(next);
    Message.success(i18n.t('language.switched'));
  };

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
