import { useEffect, useState } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconCheck, IconCopy } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';

type State = 'idle' | 'copied' | 'failed';

export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const label =
    state === 'copied'
      ? t('markdown.copied')
      : state === 'failed'
        ? t('markdown.copyFailed')
        : t('markdown.copy');
  return (
    <Button
      size="mini"
      type="text"
      icon={state === 'copied' ? <IconCheck /> : <IconCopy />}
      aria-live="polite"
      data-export-ignore=""
      onClick={() => {
        copyText(text).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      {label}
    </Button>
  );
}
