import type { Config } from '../../config';

/** Key ids name a credential without being one; their ends are enough to tell which key it is. */
const KEY_ID_NAME = /_(ACCESS_KEY_ID|SECRET_ID)$/;
/** Anything else that names a secret or a key (S3_SECRET_ACCESS_KEY, TENCENT_SMS_SECRET_KEY…). */
const SECRET_NAME = /SECRET|PASSWORD|_KEY$|_API_KEY/;

/**
 * Hides credentials: key ids but for their ends, secret-named values entirely, the password
 * inside connection URLs.
 */
export function maskedSetting(name: string, value: unknown): string {
  if (value === undefined) return '';
  const text = String(value);
  if (KEY_ID_NAME.test(name))
    return text.length > 12 ? `${text.slice(0, 4)}****${text.slice(-4)}` : '******';
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
