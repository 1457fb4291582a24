import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { IconCopy } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { copyAndSay } from '@/lib/copy-and-say';

/** A read-only value with a copy button (links). */
export function CopyField({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const copy = () =>
    copyAndSay(value, { ok: t('markdown.copied'), failed: t('markdown.copyFailed') });
  return (
    <Input.Group compact style={{ display: 'flex' }}>
      <Input readOnly value={value} aria-label={label} style={{ flex: 1, minWidth: 0 }} />
      <Button icon={<IconCopy />} onClick={() => void copy()}>
        {t('markdown.copy')}
      </Button>
    </Input.Group>
  );
}
