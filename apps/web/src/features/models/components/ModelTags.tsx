import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ProviderModel } from '@miaoyu/contracts/models';
import { useTranslation } from 'react-i18next';
import { formatContextSize } from '../logic/format';
import styles from './Models.module.css';

interface Props {
  /** Without a kind: a chat model. */
  model: Pick<ProviderModel, 'id' | 'vision' | 'contextSize'> &
    Partial<Pick<ProviderModel, 'kind'>>;
  isDefault?: boolean;
}

/**
 * One model: its name, whether it takes images, its context size, and whether it is the default;
 * an embedding model says only that it is one.
 */
export function ModelTags({ model, isDefault }: Props) {
  const { t } = useTranslation('models');
  if (model.kind === 'embedding')
    return (
      <span className={styles.model} data-testid="model-item">
        <span className={styles.modelId}>{model.id}</span>
        <Tag size="small" color="cyan">
          {t('models.card.embedding')}
        </Tag>
      </span>
    );
  return (
    <span className={styles.model} data-testid="model-item">
      <span className={styles.modelId}>{model.id}</span>
      {isDefault ? (
        <Tag size="small" color="arcoblue">
          {t('models.platform.default')}
        </Tag>
      ) : null}
      {model.vision ? (
        <Tag size="small" color="purple">
          {t('models.card.vision')}
        </Tag>
      ) : null}
      <Tag size="small">
        {t('models.card.contextSize', { size: formatContextSize(model.contextSize) })}
      </Tag>
    </span>
  );
}
