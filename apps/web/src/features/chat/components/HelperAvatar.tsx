import type { SessionHelper } from '@miaoyu/contracts';
import { AuthImage } from '@/components/AuthImage';
import { helperColor, helperInitial } from '../utils/helperLook';
import styles from './Helper.module.css';

/**
 * A helper's picture: its uploaded image (a stored `/v1/files/…` file), else its initial on a
 * coloured circle. Decorative: its name is always written beside it.
 */
export function HelperAvatar(props: {
  helper: Pick<SessionHelper, 'name' | 'avatar'>;
  size: number;
}) {
  const { name, avatar } = props.helper;
  const box = { width: props.size, height: props.size };
  return (
    <span className={styles.avatar} style={box} aria-hidden="true">
      {avatar ? (
        <AuthImage url={avatar} alt={name} className={styles.avatarImage} />
      ) : (
        <span
          className={styles.avatarInitial}
          style={{ background: helperColor(name), fontSize: Math.round(props.size * 0.5) }}
          data-testid="helper-initial"
        >
          {helperInitial(name)}
        </span>
      )}
    </span>
  );
}
