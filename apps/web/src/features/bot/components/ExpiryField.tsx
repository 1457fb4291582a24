import { DatePicker } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';

interface Props {
  /** ISO time, or null for never. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  'aria-label'?: string;
}

const startOfToday = () => new Date(new Date().toDateString()).getTime();

/** A date and time a key stops working at, in the browser's time zone; cleared means never. */
export function ExpiryField({ value, onChange, ...rest }: Props) {
  return (
    <DatePicker
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      value={value ? Date.parse(value) : undefined}
      onChange={(_text, date) => onChange?.(date ? date.toISOString() : null)}
      disabledDate={(date) => date.valueOf() < startOfToday()}
      allowClear
      style={{ width: '100%' }}
      inputProps={{ 'aria-label': rest['aria-label'] }}
    />
  );
}
