import type { Config } from '../../config';

/** What one organisation may store, and what one document may be. */
export interface KnowledgeLimits {
  maxFileBytes: number;
  orgQuotaBytes: number;
  urlMaxBytes: number;
  urlTimeoutMs: number;
}

const MB = 1024 * 1024;

export function knowledgeLimits(config: Config): KnowledgeLimits {
  return {
    maxFileBytes: config.KB_MAX_FILE_MB * MB,
    orgQuotaBytes: config.KB_ORG_QUOTA_MB * MB,
    urlMaxBytes: config.KB_URL_MAX_MB * MB,
    urlTimeoutMs: config.KB_URL_TIMEOUT_MS,
  };
}
