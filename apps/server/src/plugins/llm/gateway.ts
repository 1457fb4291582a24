import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, type ModelMessage } from 'ai';
import { toProviderPrompt } from './prompt';
import { AppError } from '../../lib/errors';
import { assertPublicUrl, ForbiddenHostError } from '../../lib/host-guard';
import type { ModelTarget } from '../../modules/models/catalog';

export interface GatewayLimits {
  connectTimeoutMs: number;
  idleTimeoutMs: number;
  allowedHosts: Set<string>;
}

export type GatewayPart =
  | { type: 'delta'; text: string }
  | { type: 'usage'; promptTokens: number; completionTokens: number };

/** Why an answer ended early; `stop` and `client` are the user's doing, the rest are faults. */
export type AbortReason = 'stop' | 'client' | 'idle' | 'connect' | 'shutdown';

/** A fault of the model service, turned into a readable, localised error for the stream. */
export class UpstreamError extends AppError {}

const snippet = (text: string | undefined, max = 200) =>
  (text ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

function upstreamDetail(body: string | undefined, fallback: string): string {
  try {
    const parsed = JSON.parse(body ?? '') as { error?: { message?: string } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (message) return snippet(message);
  } catch {
    // not JSON: fall through
  }
  return snippet(body) || fallback;
}

/** Maps whatever the SDK or the network threw to one of our upstream error codes. */
export function toUpstreamError(error: unknown, limits: GatewayLimits, reason?: AbortReason) {
  if (reason === 'idle')
    return new UpstreamError(504, 'UPSTREAM_TIMEOUT', {
      seconds: Math.round(limits.idleTimeoutMs / 1000),
    });
  if (reason === 'connect')
    return new UpstreamError(504, 'UPSTREAM_TIMEOUT', {
      seconds: Math.round(limits.connectTimeoutMs / 1000),
    });
  if (APICallError.isInstance(error)) {
    // A 2xx status here means the body broke off mid-stream (a reset), not an HTTP error.
    if (error.statusCode && error.statusCode >= 300)
      return new UpstreamError(502, 'UPSTREAM_ERROR', {
        status: error.statusCode,
        detail: upstreamDetail(error.responseBody, error.message),
      });
    return new UpstreamError(502, 'UPSTREAM_UNREACHABLE', { detail: causeText(error) });
  }
  const name = (error as { name?: string } | null)?.name ?? '';
  if (/JSONParseError|TypeValidationError|InvalidResponseDataError|NoContentGenerated/.test(name))
    return new UpstreamError(502, 'UPSTREAM_BAD_RESPONSE');
  return new UpstreamError(502, 'UPSTREAM_UNREACHABLE', { detail: causeText(error) });
}

function causeText(error: unknown): string {
  const parts: string[] = [];
  for (let e = error; e && typeof e === 'object' && parts.length < 4; e = (e as Error).cause) {
    const code = (e as { code?: string }).code;
    parts.push(code ?? (e as Error).message);
  }
  const text = parts.filter(Boolean).join(': ');
  if (/ECONNRESET|terminated|socket hang up|other side closed/i.test(text))
    return 'connection reset';
  if (/ECONNREFUSED/.test(text)) return 'connection refused';
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return 'host not found';
  return snippet(text, 120) || 'network error';
}

/** fetch with a deadline for the response headers (the connect time-out). */
function fetchWithConnectTimeout(connectMs: number, onTimeout: () => void): typeof fetch {
  return async (input, init) => {
    const timer = setTimeout(onTimeout, connectMs);
    try {
      return await fetch(input, init);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Streams one answer from an OpenAI-compatible endpoint through the AI SDK. `upstream` is the
 * answer's abort controller: the caller aborts it to stop; time-outs abort it with their reason.
 * Ends normally when the model finishes or the controller is aborted by the user; throws an
 * UpstreamError on faults.
 */
export async function* streamModel(
  target: ModelTarget,
  messages: ModelMessage[],
  upstream: AbortController,
  limits: GatewayLimits,
): AsyncGenerator<GatewayPart> {
  if (target.checkHost) {
    try {
      await assertPublicUrl(target.baseUrl, limits.allowedHosts);
    } catch (error) {
      if (error instanceof ForbiddenHostError)
        throw new UpstreamError(422, 'BASE_URL_FORBIDDEN', { host: error.host });
      throw error;
    }
  }
  const abort = (reason: AbortReason) => {
    if (!upstream.signal.aborted) upstream.abort(reason);
  };
  const provider = createOpenAICompatible({
    name: 'miaoyu',
    baseURL: target.baseUrl,
    apiKey: target.apiKey || undefined,
    includeUsage: true,
    fetch: fetchWithConnectTimeout(limits.connectTimeoutMs, () => abort('connect')),
  });
  let failure: unknown;
  let idle: NodeJS.Timeout | undefined;
  const armIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => abort('idle'), limits.idleTimeoutMs);
  };
  try {
    armIdle();
    // The provider's own stream: the AI SDK parses and validates each chunk; `streamText`'s
    // step, tool and telemetry layers would cost about as much CPU again and add nothing here.
    const { stream } = await provider.chatModel(target.model).doStream({
      prompt: toProviderPrompt(messages),
      abortSignal: upstream.signal,
      includeRawChunks: false,
    });
    for await (const part of stream) {
      armIdle();
      if (part.type === 'text-delta' && part.delta) yield { type: 'delta', text: part.delta };
      else if (part.type === 'error') {
        failure ??= part.error;
        break;
      } else if (part.type === 'finish') {
        yield {
          type: 'usage',
          promptTokens: part.usage.inputTokens.total ?? 0,
          completionTokens: part.usage.outputTokens.total ?? 0,
        };
      }
    }
  } catch (error) {
    failure ??= error;
  } finally {
    clearTimeout(idle);
  }
  const reason = upstream.signal.reason as AbortReason | undefined;
  if (
    upstream.signal.aborted &&
    (reason === 'stop' || reason === 'client' || reason === 'shutdown')
  )
    return;
  if (failure !== undefined || upstream.signal.aborted) {
    if (!upstream.signal.aborted) abort('client'); // make sure the connection is released
    throw toUpstreamError(failure, limits, upstream.signal.aborted ? reason : undefined);
  }
}
