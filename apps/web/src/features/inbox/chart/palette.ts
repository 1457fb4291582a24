import { readArcoChartColors } from '@/components/charts/palette';
import type { Theme } from '@/lib/theme';

/** The logs' chart colours: series as `rgb(...)`, and the shared text, lines and tooltip. */
export interface LogChartPalette {
  primary: string;
  secondary: string;
  good: string;
  warning: string;
  text: string;
  splitLine: string;
  tooltipBackground: string;
  tooltipText: string;
}

/** Reads the palette from the variables Arco sets on <body> for the current theme. */
export function readLogChartPalette(
  theme: Theme,
  element: Element = document.body,
): LogChartPalette {
  const colors = readArcoChartColors(theme, element);
  return {
    primary: `rgb(${colors.primary})`,
    secondary: `rgb(${colors.cyan})`,
    good: `rgb(${colors.green})`,
    warning: `rgb(${colors.orange})`,
    text: colors.text,
    splitLine: colors.splitLine,
    tooltipBackground: colors.tooltipBackground,
    tooltipText: colors.tooltipText,
  };
}
