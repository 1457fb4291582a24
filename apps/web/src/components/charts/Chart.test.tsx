import { render, screen } from '@testing-library/react';
import type { EChartsType } from 'echarts/core';
import { createRef } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { Chart } from './Chart';

/** An ECharts instance that keeps what it was given and finishes when told. */
function fakeChart() {
  const handlers: Record<string, () => void> = {};
  const chart = {
    setOption: vi.fn(),
    resize: vi.fn(),
    dispose: vi.fn(),
    on: (event: string, handler: () => void) => void (handlers[event] = handler),
  };
  return { chart, finish: () => handlers.finished?.() };
}

describe('Chart', () => {
  it('draws its option, says when it has finished, and starts over with a new option', () => {
    // jsdom lays nothing out, so it has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    const { chart, finish } = fakeChart();
    const init = vi.fn(() => chart as unknown as EChartsType);
    const instance = createRef<EChartsType | null>() as { current: EChartsType | null };
    const { rerender, unmount } = render(
      <Chart init={init} option={{ series: [] }} label="每日消息" instanceRef={instance} />,
    );
    const image = screen.getByRole('img', { name: '每日消息' });
    expect(init).toHaveBeenCalledWith(image);
    expect(instance.current).toBe(chart);
    expect(chart.setOption).toHaveBeenCalledWith({ series: [] }, { notMerge: true });
    expect(image.dataset.chart).toBe('drawing');
    finish();
    expect(image.dataset.chart).toBe('drawn');

    rerender(<Chart init={init} option={{ series: [{}] }} label="每日消息" />);
    expect(image.dataset.chart).toBe('drawing');
    expect(init).toHaveBeenCalledOnce();
    unmount();
    expect(chart.dispose).toHaveBeenCalledOnce();
  });
});
