import { Card, type CardProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import styles from './Panel.module.css';

interface Props extends CardProps {
  /** Content closer to the title, for cards in a grid. */
  dense?: boolean;
}

/** A titled card of a page (settings sections, workplace panels, provider cards). */
export function Panel({ dense = false, className, ...card }: Props) {
  const classes = [styles.panel, dense ? styles.dense : '', className ?? ''];
  return <Card {...card} className={classes.filter(Boolean).join(' ')} />;
}
