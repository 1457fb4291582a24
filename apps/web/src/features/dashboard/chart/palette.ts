export type ArcoTheme = 'light' | 'dark';

/** Colours the chart takes from Arco's CSS variables, so it follows the light and dark themes. */
export interface ChartPalette {
  /** `r, g, b` of the product blue, for the line and its fading area. */
  primary: string;
  text: string;
  splitLine: string;
  axisLine: string;
  tooltipBackground: string;
  tooltipText: string;
  /** The card's surface: what an exported PNG is painted on. */
  background: string;
}

const fallbacks: Record<ArcoTheme, ChartPalette> = {
  light: {
    primary: '22, 93, 255',
    text: 'rgb(134, 144, 156)',
    splitLine: 'rgb(229, 230, 235)',
    axisLine: 'rgb(201, 205, 212)',
    tooltipBackground: '#fff',
    tooltipText: 'rgb(29, 33, 41)',
    background: '#fff',
  },
  dark: {
    primary: '60, 126, 255',
    text: 'rgba(255, 255, 255, 0.5)',
    splitLine: 'rgba(255, 255, 255, 0.12)',
    axisLine: 'rgba(255, 255, 255, 0.2)',
    tooltipBackground: '#373739',
    tooltipText: 'rgba(255, 255, 255, 0.9)',
    background: '#232324',
  },
};

/** Reads the palette from the variables Arco sets on <body> for the current theme. */
export function readChartPalette(theme: ArcoTheme, element: Element = document.body): ChartPalette {
  const style = getComputedStyle(element);
  const fallback = fallbacks[theme];
  const read = (name: string, value: string) => style.getPropertyValue(name).trim() || value;
  return {
    primary: read('--primary-6', fallback.primary),
    text: read('--color-text-3', fallback.text),
    splitLine: read('--color-border-2', fallback.splitLine),
    axisLine: read('--color-border-3', fallback.axisLine),
    tooltipBackground: read('--color-bg-popup', fallback.tooltipBackground),
    tooltipText: read('--color-text-1', fallback.tooltipText),
    background: read('--color-bg-2', fallback.background),
  };
}
