import type { Config } from '../config';

/** The studio's own origins as PUBLIC_URL names them (the first is the one links are made with). */
export function publicOrigins(config: Pick<Config, 'PUBLIC_URL'>): string[] {
  return config.PUBLIC_URL.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
}
