import { toWellFormed } from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';

/** Who a provider says signed in: the key an account is found by, and a name to start with. */
export interface ProviderProfile {
  provider: 'dingtalk' | 'wechat' | 'oidc';
  /** The namespace `subject` is unique in (see user_identities.issuer). */
  issuer: string;
  subject: string;
  displayName: string;
}

/** Longest name kept from a provider (a nickname, an e-mail). */
const NAME_LIMIT = 100;

/** Text from a provider as the database takes it: no NUL, no lone surrogate, a sane length. */
const storable = (value: string, limit: number) =>
  Array.from(toWellFormed(value).replaceAll('\u0000', '')).slice(0, limit).join('');

/** A profile whose texts are safe to store, whatever the provider sent. */
export function profileOf(
  provider: ProviderProfile['provider'],
  issuer: string,
  subject: string,
  displayName: string,
): ProviderProfile {
  return {
    provider,
    issuer: storable(issuer, 500),
    subject: storable(subject, 255),
    displayName: storable(displayName, NAME_LIMIT).trim(),
  };
}

/** The provider refused the code: used, expired, or never issued. The person starts again. */
export class CodeRefused extends AppError {
  /** The provider's words, for the log. */
  constructor(readonly reason = '') {
    super(400, 'SIGN_IN_CODE_REFUSED');
  }
}
export const codeRefused = (reason?: string) => new CodeRefused(reason);

/**
 * The provider could not be reached or refused the team's own credentials: nothing the person
 * can fix, so the reason goes to the log and the answer says to try later.
 */
export class ProviderFailure extends AppError {
  constructor(readonly reason: string) {
    super(502, 'SIGN_IN_PROVIDER_FAILED');
  }
}

/**
 * Reads a provider's JSON answer; an answer that is not JSON (an error page, a proxy's) is a
 * failure of the provider, not of the person.
 */
export async function providerJson(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderFailure(`${what}: HTTP ${response.status}, not JSON`);
  }
}

/** A call to a provider's API, ended after `timeoutMs` as a failure of the provider. */
export async function callProvider(
  what: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderFailure(`${what}: ${(error as Error).name} ${(error as Error).message}`);
  }
}
