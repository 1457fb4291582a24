import type { ButtonHTMLAttributes } from 'react';
import styles from './ListItem.module.css';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> {
  /** The row whose content is open beside the list. */
  selected: boolean;
  onOpen: () => void;
}

/** A row of a list (inbox conversations, sales chats) that opens what it shows. */
export function ListItem({ selected, onOpen, className, ...button }: Props) {
  return (
    <li>
      <button
        {...button}
        type="button"
        className={className ? `${styles.item} ${className}` : styles.item}
        aria-current={selected ? 'true' : undefined}
        onClick={onOpen}
      />
    </li>
  );
}
