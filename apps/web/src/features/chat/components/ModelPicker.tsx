import { useTranslation } from 'react-i18next';
import { Select, Tag } from '@arco-design/web-react';
import { OFFLINE_MODEL_REF } from '@miaoyu/contracts/chat-constants';
import type { ChatModel } from '@miaoyu/contracts/models';
import styles from './ModelPicker.module.css';

/** Picks the session's model; with none configured, says that the offline answerer replies. */
export function ModelPicker(props: {
  models: ChatModel[];
  value: string;
  disabled?: boolean;
  onChange: (ref: string) => void;
}) {
  const { t } = useTranslation('chat');
  if (!props.models.length || props.value === OFFLINE_MODEL_REF)
    return <Tag className={styles.offlineTag}>{t('chat.offline')}</Tag>;
  return (
    <Select
      className={styles.modelPicker}
      size="small"
      aria-label={t('chat.model')}
      value={props.value}
      disabled={props.disabled}
      onChange={(value: string) => props.onChange(value)}
      triggerProps={{ autoAlignPopupWidth: false, position: 'tl' }}
      options={props.models.map((model) => ({
        value: model.ref,
        label: (
          <span className={styles.modelOption}>
            {model.model}
            <span className={styles.modelProvider}>{model.providerName}</span>
          </span>
        ),
      }))}
      renderFormat={(_, value) => props.models.find((m) => m.ref === value)?.model ?? String(value)}
    />
  );
}
