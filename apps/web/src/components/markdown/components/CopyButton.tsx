import { useEffect, useState } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconCheck, IconCopy } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';

/** The Clipboard API needs a secure context; plain-HTTP deployments fall back to execCommand. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy failed');
}

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
