import type { Config } from '../../config';

const SECRET_NAME = /(SECRET|API_KEY|PASSWORD)$/;

/** Hides credentials: secret-named values entirely, the password inside connection URLs. */
export function maskedSetting(name: string, value: unknown): string {
  if (value === undefined) return '';
  const text = String(value);
  if (SECRET_NAME.test(name)) return '******';
  if (/^[a-z]+:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      if (url.password) url.password = '******';
      return url.toString();
    } catch {
      return '******';
    }
  }
  return text;
}

export function maskedSettings(config: Config) {
  return Object.entries(config)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => ({ name, value: maskedSetting(name, value) }));
}
