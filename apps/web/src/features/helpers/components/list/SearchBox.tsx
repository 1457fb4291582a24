import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { useTranslation } from 'react-i18next';
import styles from './List.module.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** Search as you type; the listing debounces what reaches the server. */
export function SearchBox({ value, onChange, placeholder }: Props) {
  const { t } = useTranslation('helpers');
  const label = placeholder ?? t('list.search');
  return (
    <Input.Search
      className={styles.search}
      allowClear
      value={value}
      onChange={onChange}
      placeholder={label}
      aria-label={label}
    />
  );
}
