import type { Theme } from '@/lib/theme';

/** The colours a chart takes from Arco's CSS variables, so it follows the light and dark themes. */
export interface ArcoChartColors {
  /** `r, g, b` of Arco's palette colours, for series (and areas fading from them). */
  primary: string;
  cyan: string;
  green: string;
  orange: string;
  text: string;
  splitLine: string;
  axisLine: string;
  tooltipBackground: string;
  tooltipText: string;
  /** The card's surface: what an exported picture is painted on. */
  background: string;
}

/** What a theme looks like where its variables are missing (tests, a stylesheet still loading). */
const fallbacks: Record<Theme, ArcoChartColors> = {
  light: {
    primary: '22, 93, 255',
    cyan: '20, 201, 201',
    green: '0, 180, 42',
    orange: '255, 125, 0',
    text: 'rgb(134, 144, 156)',
    splitLine: 'rgb(229, 230, 235)',
    axisLine: 'rgb(201, 205, 212)',
    tooltipBackground: '#fff',
    tooltipText: 'rgb(29, 33, 41)',
    background: '#fff',
  },
  dark: {
    primary: '60, 126, 255',
    cyan: '63, 212, 207',
    green: '39, 195, 70',
    orange: '255, 150, 38',
    text: 'rgba(255, 255, 255, 0.5)',
    splitLine: 'rgba(255, 255, 255, 0.12)',
    axisLine: 'rgba(255, 255, 255, 0.2)',
    tooltipBackground: '#373739',
    tooltipText: 'rgba(255, 255, 255, 0.9)',
    background: '#232324',
  },
};

/** Reads the colours from the variables Arco sets on <body> for the current theme. */
export function readArcoChartColors(
  theme: Theme,
  element: Element = document.body,
): ArcoChartColors {
  const style = getComputedStyle(element);
  const fallback = fallbacks[theme];
  const read = (name: string, value: string) => style.getPropertyValue(name).trim() || value;
  return {
    primary: read('--primary-6', fallback.primary),
    cyan: read('--cyan-6', fallback.cyan),
    green: read('--green-6', fallback.green),
    orange: read('--orange-6', fallback.orange),
    text: read('--color-text-3', fallback.text),
    splitLine: read('--color-border-2', fallback.splitLine),
    axisLine: read('--color-border-3', fallback.axisLine),
    tooltipBackground: read('--color-bg-popup', fallback.tooltipBackground),
    tooltipText: read('--color-text-1', fallback.tooltipText),
    background: read('--color-bg-2', fallback.background),
  };
}
