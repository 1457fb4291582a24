import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import type { OutboundPost } from '../../lib/outbound/fetch';

/**
 * Failures to open the connection: the request never reached the model service, so trying again
 * cannot make it answer twice. A name look-up that timed out, a service restarting behind its
 * address, a container network still settling are all gone a moment later.
 */
const NOT_CONNECTED = /ECONNREFUSED|UND_ERR_CONNECT_TIMEOUT|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH/;

/** The waits before the second and third tries, as the OpenAI SDK spaces its own. */
export const CONNECT_RETRY_DELAYS_MS = [250, 1000];

/** Whether `error` (or what it wraps) says the connection was never opened. */
export function isConnectFailure(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as Error).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_CONNECTED.test(code)) return true;
  }
  return false;
}

/**
 * Posts, trying again after a short wait when the connection could not be opened. Any other
 * failure (an HTTP status, a reset once the request was sent, a refused host) is thrown at once,
 * and so is everything once `init.signal` is aborted: the caller's connect time-out bounds all
 * the tries together.
 */
export async function postConnecting(
  post: (url: string, init: OutboundPost) => Promise<Dispatcher.ResponseData>,
  url: string,
  init: OutboundPost,
  delaysMs: readonly number[] = CONNECT_RETRY_DELAYS_MS,
): Promise<Dispatcher.ResponseData> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await post(url, init);
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || init.signal.aborted || !isConnectFailure(error)) throw error;
      await sleep(delay, undefined, { signal: init.signal }).catch(() => {
        throw error;
      });
    }
  }
}
