// Only what the daily-messages chart draws: this module and ECharts form the chart's own chunk.
import { init, use as install, type ComposeOption, type EChartsType } from 'echarts/core';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

install([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption
>;
export { init, type EChartsType };
