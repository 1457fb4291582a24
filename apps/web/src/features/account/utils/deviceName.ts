export interface DeviceName {
  /** e.g. `Chrome 120`; undefined when not recognised. */
  browser?: string;
  /** e.g. `Windows 10`, `macOS`, `iOS 17.2`; undefined when not recognised. */
  os?: string;
}

const version = (match: RegExpExecArray | null) => (match?.[1] ? ` ${match[1]}` : '');

/** Order matters: Edge and Opera say Chrome, Chrome says Safari. */
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/DingTalk\/(\d+)/, 'DingTalk'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/, 'Chrome'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/Version\/(\d+)(?:\.\d+)*.*Safari\//, 'Safari'],
  [/curl\/(\d+)/, 'curl'],
];

function osOf(ua: string): string | undefined {
  const windows = /Windows NT (\d+\.\d+)/.exec(ua);
  if (windows) {
    const names: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' };
    return `Windows${names[windows[1] ?? ''] ? ` ${names[windows[1] ?? '']}` : ''}`;
  }
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+(?:_\d+)?)/.exec(ua);
  if (ios) return `iOS ${(ios[1] ?? '').replace('_', '.')}`;
  const android = /Android (\d+(?:\.\d+)?)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  if (/HarmonyOS|OpenHarmony/.test(ua)) return 'HarmonyOS';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return undefined;
}

/** A readable name for a signed-in device from its user agent: browser and system. */
export function parseUserAgent(ua: string): DeviceName {
  let browser: string | undefined;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name}${version(match)}`;
      break;
    }
  }
  return { browser, os: osOf(ua) };
}
