import { Skeleton } from '@arco-design/web-react';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import styles from './Panel.module.css';

/** Holds the chart's place (same height) while the overview or ECharts' chunk loads. */
export function ChartSkeleton() {
  return (
    <Skeleton
      animation
      text={false}
      image={{ className: styles.chartImage }}
      className={styles.chartSkeleton}
    />
  );
}
