import { charCount } from '@miaoyu/contracts/text';
import styles from './Editor.module.css';

/** `12 / 40` under a text field, counted as people count (a 汉字 is one); red when over. */
export function CharCount({ value, max }: { value: string | undefined; max: number }) {
  const count = charCount(value ?? '');
  return (
    <span className={count > max ? styles.countOver : styles.count} data-testid="char-count">
      {count} / {max}
    </span>
  );
}
