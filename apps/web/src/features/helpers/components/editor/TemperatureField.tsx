import { Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Switch/style/css.js';
import { HELPER_TEMPERATURE_RANGE } from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';
import { SliderField } from './SliderField';
import styles from './Editor.module.css';

const MIDDLE = 0.7;

/** The temperature, or null for the model's own default (the switch). */
export function TemperatureField(props: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('helpers');
  const modelDefault = props.value === null || props.value === undefined;
  return (
    <div className={styles.temperature}>
      <label className={styles.inlineSwitch}>
        <Switch
          size="small"
          checked={modelDefault}
          disabled={props.disabled}
          onChange={(on: boolean) => props.onChange?.(on ? null : MIDDLE)}
        />
        {t('editor.model.temperatureDefault')}
      </label>
      {modelDefault ? null : (
        <SliderField
          min={HELPER_TEMPERATURE_RANGE.min}
          max={HELPER_TEMPERATURE_RANGE.max}
          step={0.1}
          disabled={props.disabled}
          value={props.value ?? MIDDLE}
          onChange={(value) => props.onChange?.(value)}
          aria-label={t('editor.model.temperature')}
        />
      )}
    </div>
  );
}
