import { useEffect, useRef, type RefObject } from 'react';

/** What the hook needs of an ECharts build: each feature registers only the charts it draws. */
interface ChartLike {
  resize(): void;
  dispose(): void;
}

/**
 * One chart instance for the element's life, resized with it and disposed with it. `init` is
 * the feature's own ECharts `init`, so ECharts stays in that feature's lazy chunk.
 */
export function useChartInstance<T extends ChartLike>(
  container: RefObject<HTMLDivElement | null>,
  init: (element: HTMLDivElement) => T,
): RefObject<T | null> {
  const chart = useRef<T | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
    // The element and the ECharts build are fixed for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return chart;
}
