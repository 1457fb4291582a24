import type { ChatModel } from '@miaoyu/contracts/models';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { ModelTags } from './ModelTags';
import styles from './Models.module.css';

interface Props {
  models: ChatModel[];
  defaultRef: string | null;
}

/** The environment's provider: set up on the server, read-only for everyone here. */
export function PlatformModels({ models, defaultRef }: Props) {
  const { t } = useTranslation('models');
  if (models.length === 0) return null;
  return (
    <section className={styles.section} data-testid="platform-models">
      <h2 className={styles.sectionTitle}>{t('models.platform.title')}</h2>
      <p className={styles.hint}>{t('models.platform.hint')}</p>
      <Panel dense title={models[0]!.providerName}>
        <div className={styles.modelList}>
          {models.map((model) => (
            <ModelTags
              key={model.ref}
              model={{ id: model.model, vision: model.vision, contextSize: model.contextSize }}
              isDefault={model.ref === defaultRef}
            />
          ))}
        </div>
      </Panel>
    </section>
  );
}
