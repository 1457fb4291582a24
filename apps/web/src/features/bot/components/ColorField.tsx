import { ColorPicker, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/ColorPicker/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { useTranslation } from 'react-i18next';
import styles from './Bot.module.css';

/** Arco's palette: colours that read well with white text on a launcher and bubbles. */
export const PRESET_COLORS = [
  '#165DFF',
  '#0FC6C2',
  '#00B42A',
  '#FF7D00',
  '#F53F3F',
  '#D91AD9',
  '#722ED1',
  '#1D2129',
];

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** A colour as `#RRGGBB`: a preset swatch, the picker, or typed (checked by the form). */
export function ColorField({ value = '', onChange, disabled }: Props) {
  const { t } = useTranslation('bot');
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  const pick = (next: unknown) => {
    if (typeof next === 'string') onChange?.(next.slice(0, 7).toUpperCase());
  };
  return (
    <div className={styles.colorField}>
      <div className={styles.swatches} role="group" aria-label={t('look.presets')}>
        {PRESET_COLORS.map((color) => (
          <button
            key={color}
            type="button"
            className={styles.swatch}
            style={{ background: color }}
            aria-label={t('look.preset', { color })}
            aria-pressed={value.toUpperCase() === color}
            disabled={disabled}
            onClick={() => onChange?.(color)}
          />
        ))}
      </div>
      <div className={styles.colorInput}>
        <ColorPicker
          value={valid ? value : '#FFFFFF'}
          onChange={pick}
          disabledAlpha
          format="hex"
          disabled={disabled}
        />
        <Input
          value={value}
          onChange={(next) => onChange?.(next.trim())}
          aria-label={t('look.colorHex')}
          maxLength={7}
          disabled={disabled}
          className={styles.hexInput}
        />
      </div>
    </div>
  );
}
