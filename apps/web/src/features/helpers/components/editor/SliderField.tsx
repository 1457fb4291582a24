import { Slider } from '@arco-design/web-react';
import '@arco-design/web-react/es/Slider/style/css.js';
import styles from './Editor.module.css';

interface Props {
  value?: number;
  onChange?: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * A slider with its value written beside it. Arco's `showInput` would bring InputNumber into
 * the page for a number the slider already sets.
 */
export function SliderField({ value, onChange, min, max, step = 1, disabled, ...rest }: Props) {
  return (
    <div className={styles.sliderField}>
      <Slider
        className={styles.slider}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        value={value ?? min}
        onChange={(next) => onChange?.(next as number)}
        aria-label={rest['aria-label']}
      />
      <output className={styles.sliderValue}>{value ?? min}</output>
    </div>
  );
}
