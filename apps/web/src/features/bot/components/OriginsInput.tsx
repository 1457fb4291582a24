import { InputTag, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/InputTag/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { BOT_ORIGINS_MAX, originSchema } from '@miaoyu/contracts/bot';
import { useTranslation } from 'react-i18next';

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** Website origins as tags; a tag the contract would refuse is drawn red (the form says why). */
export function OriginsInput({ value = [], onChange }: Props) {
  const { t } = useTranslation('bot');
  // Arco gives the inner input no label of its own: the group carries it.
  return (
    <div role="group" aria-label={t('keyForm.origins')}>
      <InputTag
        value={value}
        onChange={(next) => onChange?.((next as unknown[]).map(String))}
        saveOnBlur
        allowClear
        tokenSeparators={[',', ' ', '\n']}
        placeholder={t('keyForm.originsPlaceholder')}
        validate={(input) => Boolean(input.trim()) && value.length < BOT_ORIGINS_MAX}
        renderTag={({ value: origin, closable, onClose }) => (
          <Tag
            closable={closable}
            onClose={onClose}
            color={originSchema.safeParse(origin).success ? undefined : 'red'}
            style={{ margin: '2px 6px 2px 0' }}
          >
            {String(origin)}
          </Tag>
        )}
      />
    </div>
  );
}
