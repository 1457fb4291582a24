import type { Theme } from '@/lib/theme';

/** Colours the charts take from Arco's CSS variables, so they follow the light and dark themes. */
export interface LogChartPalette {
  /** Series colours, `rgb(...)`. */
  primary: string;
  secondary: string;
  good: string;
  warning: string;
  text: string;
  splitLine: string;
  tooltipBackground: string;
  tooltipText: string;
}

/** What a theme looks like where its variables are missing (tests, a stylesheet still loading). */
const neutrals: Record<
  Theme,
  Pick<LogChartPalette, 'text' | 'splitLine' | 'tooltipBackground' | 'tooltipText'>
> = {
  light: {
    text: 'rgb(134, 144, 156)',
    splitLine: 'rgb(229, 230, 235)',
    tooltipBackground: '#fff',
    tooltipText: 'rgb(29, 33, 41)',
  },
  dark: {
    text: 'rgba(255, 255, 255, 0.5)',
    splitLine: 'rgba(255, 255, 255, 0.12)',
    tooltipBackground: '#373739',
    tooltipText: 'rgba(255, 255, 255, 0.9)',
  },
};

/** Reads the palette from the variables Arco sets on <body> for the current theme. */
export function readLogChartPalette(
  theme: Theme,
  element: Element = document.body,
): LogChartPalette {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const rgb = (name: string, fallback: string) => `rgb(${read(name, fallback)})`;
  const neutral = neutrals[theme];
  return {
    primary: rgb('--primary-6', '22, 93, 255'),
    secondary: rgb('--cyan-6', '20, 201, 201'),
    good: rgb('--green-6', '0, 180, 42'),
    warning: rgb('--orange-6', '255, 125, 0'),
    text: read('--color-text-3', neutral.text),
    splitLine: read('--color-border-2', neutral.splitLine),
    tooltipBackground: read('--color-bg-popup', neutral.tooltipBackground),
    tooltipText: read('--color-text-1', neutral.tooltipText),
  };
}
