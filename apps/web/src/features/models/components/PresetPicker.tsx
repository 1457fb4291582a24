import { Select, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import {
  MODEL_PROVIDER_PRESETS,
  type ModelProviderPreset,
  type ModelProviderPresetId,
} from '@miaoyu/contracts/models';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderFormValues } from '../logic/providerForm';
import styles from './Models.module.css';

/** What a preset says beside the form, if anything: how to finish filling it in. */
function noteKey(preset: ModelProviderPreset) {
  if (preset.local) return 'models.presets.local' as const;
  if (preset.id === 'azure') return 'models.presets.azure' as const;
  if (preset.id === 'doubao') return 'models.presets.doubao' as const;
  return undefined;
}

/** Fills the name and base URL of a well-known service (the list is the contract's). */
export function PresetPicker({ form }: { form: FormInstance<ProviderFormValues> }) {
  const { t } = useTranslation('models');
  const [chosen, setChosen] = useState<ModelProviderPreset>();
  const pick = (id: ModelProviderPresetId) => {
    const preset = MODEL_PROVIDER_PRESETS.find((entry) => entry.id === id);
    if (!preset) return;
    setChosen(preset);
    form.setFieldsValue({ name: t(`models.presets.names.${preset.id}`), baseUrl: preset.baseUrl });
    // Fields filled in are checked again, so an earlier error on them does not linger.
    void form.validate(['name', 'baseUrl']).catch(() => {});
  };
  const note = chosen && noteKey(chosen);
  return (
    <div className={styles.presets}>
      <label className={styles.presetLabel} htmlFor="model-provider-preset">
        {t('models.presets.label')}
      </label>
      <Select
        id="model-provider-preset"
        aria-label={t('models.presets.label')}
        placeholder={t('models.presets.placeholder')}
        showSearch
        value={chosen?.id}
        onChange={(id: ModelProviderPresetId) => pick(id)}
        options={MODEL_PROVIDER_PRESETS.map((preset) => ({
          value: preset.id,
          label: t(`models.presets.names.${preset.id}`),
        }))}
      />
      {note ? <p className={styles.hint}>{t(note)}</p> : null}
    </div>
  );
}
