import { readArcoChartColors, type ArcoChartColors } from '@/components/charts/palette';

export type ArcoTheme = 'light' | 'dark';

/** The daily-messages chart's colours: `primary` is `r, g, b`, for the line and its fading area. */
export type ChartPalette = Pick<
  ArcoChartColors,
  'primary' | 'text' | 'splitLine' | 'axisLine' | 'tooltipBackground' | 'tooltipText' | 'background'
>;

/** Reads the palette from the variables Arco sets on <body> for the current theme. */
export function readChartPalette(theme: ArcoTheme, element: Element = document.body): ChartPalette {
  const { primary, text, splitLine, axisLine, tooltipBackground, tooltipText, background } =
    readArcoChartColors(theme, element);
  return { primary, text, splitLine, axisLine, tooltipBackground, tooltipText, background };
}
