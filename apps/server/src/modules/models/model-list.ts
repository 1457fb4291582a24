import { z } from 'zod';
import { providerModelSchema } from '@miaoyu/contracts';
import { AppError } from '../../lib/errors';
import { toUpstreamError, type GatewayLimits } from '../../plugins/llm/gateway';
import { BadResponseError, HttpStatusError } from '../../plugins/llm/openai-chat';

/** The most of a model list read: thousands of ids fit in far less. */
const LIST_MAX_BYTES = 2 * 1024 * 1024;
/** The most ids answered: more than anyone picks from. */
export const MODEL_IDS_MAX = 500;

/** The OpenAI wire format of `GET /models`; other fields are ignored. */
const modelListAnswer = z.object({ data: z.array(z.object({ id: z.unknown() })) });

/** The body, read up to `max` bytes (a service sending without end is cut off, not waited for). */
async function readCapped(response: Response, max: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new BadResponseError('model list too large');
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The ids a service named that could be saved as a model's name: once each, sorted. */
function usableIds(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new BadResponseError('model list is not JSON');
  }
  const answer = modelListAnswer.safeParse(parsed);
  if (!answer.success) throw new BadResponseError('not a model list');
  const ids = new Set<string>();
  for (const entry of answer.data.data) {
    const id = providerModelSchema.shape.id.safeParse(entry.id);
    if (id.success) ids.add(id.data);
  }
  return [...ids].sort((a, b) => a.localeCompare(b)).slice(0, MODEL_IDS_MAX);
}

/**
 * Asks an OpenAI-compatible service which models it serves (`GET {baseUrl}/models`) through the
 * outbound guard, with the key if there is one, within the connect time-out (for the whole
 * answer). Follows no redirect, as every call to a model endpoint. A service without the route
 * gets MODEL_LIST_UNSUPPORTED (the user types the names); other faults the gateway's errors.
 */
export async function fetchModelIds(
  baseUrl: string,
  apiKey: string,
  limits: GatewayLimits,
): Promise<string[]> {
  const timeout = AbortSignal.timeout(limits.connectTimeoutMs);
  try {
    const response = await limits.outbound.fetch(`${baseUrl.replace(/\/+$/, '')}/models`, {
      headers: {
        accept: 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      redirect: 'error',
      signal: timeout,
    });
    if (response.status === 404 || response.status === 405) {
      await response.body?.cancel();
      throw new AppError(502, 'MODEL_LIST_UNSUPPORTED', { status: response.status });
    }
    if (!response.ok) {
      const text = await readCapped(response, 8 * 1024).catch(() => '');
      throw new HttpStatusError(response.status, text);
    }
    return usableIds(await readCapped(response, LIST_MAX_BYTES));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw toUpstreamError(error, limits, timeout.aborted ? 'connect' : undefined);
  }
}
