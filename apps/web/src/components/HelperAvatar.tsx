import { apiUrl } from '@/lib/http';
import { avatarColor, initialOf } from '@/lib/initials';
import styles from './HelperAvatar.module.css';

interface Props {
  name: string;
  /** A stored image, or '' for the default: the name's initial on a colour of its own. */
  avatar: string;
  size?: number;
  className?: string;
}

/** A helper's picture. Avatars are public files (their code is the key), so a plain `<img>`. */
export function HelperAvatar({ name, avatar, size = 48, className }: Props) {
  const classes = [styles.avatar, className].filter(Boolean).join(' ');
  const box = { width: size, height: size };
  if (avatar) return <img className={classes} style={box} src={apiUrl(avatar)} alt="" />;
  return (
    <span
      className={classes}
      style={{ ...box, background: avatarColor(name), fontSize: Math.round(size * 0.45) }}
      aria-hidden="true"
      data-testid="default-avatar"
    >
      {initialOf(name)}
    </span>
  );
}
