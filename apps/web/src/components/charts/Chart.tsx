import { useEffect, useRef, type RefObject } from 'react';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useChartInstance } from './useChartInstance';

interface Props {
  /** The feature's own ECharts `init`, so ECharts stays in that feature's lazy chunk. */
  init: (element: HTMLDivElement) => EChartsType;
  option: EChartsCoreOption;
  /** What the chart shows, in words: it is an image to assistive technology. */
  label: string;
  /** Its size (a chart needs a height of its own). */
  className?: string | undefined;
  /** Given the instance, for what a panel asks of its chart (a PNG). */
  instanceRef?: RefObject<EChartsType | null>;
}

/**
 * One ECharts chart drawing `option`, redrawn from scratch when it changes. It says
 * `data-chart="drawn"` once the drawing and its animation have finished (for a picture of it),
 * `drawing` until then.
 */
export function Chart({ init, option, label, className, instanceRef }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useChartInstance(container, (element) => {
    const created = init(element);
    created.on('finished', () => element.setAttribute('data-chart', 'drawn'));
    return created;
  });
  useEffect(() => {
    if (instanceRef) instanceRef.current = chart.current;
  }, [chart, instanceRef]);
  useEffect(() => {
    container.current?.setAttribute('data-chart', 'drawing');
    chart.current?.setOption(option, { notMerge: true });
  }, [chart, option]);
  return <div ref={container} className={className} role="img" aria-label={label} />;
}
