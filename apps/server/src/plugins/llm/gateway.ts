import type { Readable } from 'node:stream';
import type { ModelMessage } from 'ai';
import { request, type Dispatcher } from 'undici';
import { AppError } from '../../lib/errors';
import {
  RedirectRefusedError,
  type OutboundGuard,
  type OutboundPost,
} from '../../lib/outbound/fetch';
import { findCause, ForbiddenHostError } from '../../lib/outbound/guard';
import { AnswerReader } from './answer-reader';
import { isConnectFailure, postConnecting } from './connect-retry';
import { BadResponseError, HttpStatusError, toOpenAIMessages } from './openai-chat';

/** Everything needed to call one model. */
export interface ModelTarget {
  ref: string;
  model: string;
  providerName: string;
  baseUrl: string;
  apiKey: string;
  vision: boolean;
  contextSize: number;
  /** Org-configured endpoints are checked against private addresses; the operator's are trusted. */
  checkHost: boolean;
  /** Sampling temperature a helper asks for; the model's default when unset. */
  temperature?: number;
}

export interface GatewayLimits {
  connectTimeoutMs: number;
  idleTimeoutMs: number;
  /** Fetches org-configured endpoints (user-supplied URLs) through the SSRF guard. */
  outbound: OutboundGuard;
  /** Connections to the operator's own endpoint (no guard); undici's shared pool when unset. */
  trusted?: Dispatcher;
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
  // Out of time while waiting to try a refused connection again: the refusal is the news.
  if (reason === 'connect' && !isConnectFailure(error))
    return new UpstreamError(504, 'UPSTREAM_TIMEOUT', {
      seconds: Math.round(limits.connectTimeoutMs / 1000),
    });
  // The guard refused the host (or a redirect) before anything was sent to it; fetch and the SDK
  // wrap what it threw, so look through the causes. Nothing the refused host said is shown.
  const forbidden = findCause(error, ForbiddenHostError);
  if (forbidden) return new UpstreamError(422, 'BASE_URL_FORBIDDEN', { host: forbidden.host });
  const redirect = findCause(error, RedirectRefusedError);
  if (redirect)
    return new UpstreamError(502, 'UPSTREAM_ERROR', {
      status: redirect.status,
      detail: 'redirect not followed',
    });
  if (error instanceof HttpStatusError)
    return new UpstreamError(502, 'UPSTREAM_ERROR', {
      status: error.statusCode,
      detail: upstreamDetail(error.responseBody, error.message),
    });
  if (error instanceof BadResponseError) return new UpstreamError(502, 'UPSTREAM_BAD_RESPONSE');
  return new UpstreamError(502, 'UPSTREAM_UNREACHABLE', { detail: causeText(error) });
}

function causeText(error: unknown): string {
  const parts: string[] = [];
  for (let e = error; e && typeof e === 'object' && parts.length < 4; e = (e as Error).cause) {
    const code = (e as { code?: string }).code;
    parts.push(code ?? (e as Error).message);
  }
  const text = parts.filter(Boolean).join(': ');
  if (/ECONNRESET|UND_ERR_SOCKET|terminated|socket hang up|other side closed/i.test(text))
    return 'connection reset';
  if (/ECONNREFUSED/.test(text)) return 'connection refused';
  if (/UND_ERR_CONNECT_TIMEOUT|ETIMEDOUT/.test(text)) return 'connection timed out';
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return 'host not found';
  return snippet(text, 120) || 'network error';
}

/** The most of an error body that is read: enough for the service's message. */
const ERROR_BODY_MAX = 8 * 1024;

/** The start of an error answer; the rest is not read (an org endpoint may send without end). */
async function errorBody(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= ERROR_BODY_MAX) break; // leaving the loop destroys the body
    }
  } catch {
    // the connection broke: what came is enough
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, ERROR_BODY_MAX);
}

/**
 * The longest answer read: far above what any model writes in one answer (100k tokens are
 * about 400k characters), so only an endpoint streaming without end reaches it.
 */
export const ANSWER_MAX_CHARS = 1_000_000;

/** How long the body may take to end after `[DONE]` before its connection is given up. */
const DRAIN_MS = 2000;

/**
 * Reads what follows `[DONE]` (normally just the end of the chunked body) off the request path:
 * a body destroyed before its end takes its connection with it, and the next answer would open
 * (and for https, handshake) a new one.
 */
function drain(body: Readable) {
  if (body.destroyed || body.readableEnded) return;
  const timer = setTimeout(() => body.destroy(), DRAIN_MS);
  body.once('close', () => clearTimeout(timer));
  body.on('error', () => undefined); // cancelled, or the connection broke: nobody is waiting
  body.resume();
}

/** The operator's own endpoint is trusted: no guard, and undici follows no redirects. */
const trustedPost = (dispatcher: Dispatcher | undefined) => (url: string, init: OutboundPost) =>
  request(url, { ...init, method: 'POST', ...(dispatcher ? { dispatcher } : {}) });

/**
 * Streams one answer from an OpenAI-compatible endpoint (`POST {baseUrl}/chat/completions` with
 * `stream: true`). `upstream` is the answer's abort controller: the caller aborts it to stop;
 * time-outs abort it with their reason. Ends normally when the model finishes or the controller
 * is aborted by the user; throws an UpstreamError on faults.
 */
export async function* streamModel(
  target: ModelTarget,
  messages: ModelMessage[],
  upstream: AbortController,
  limits: GatewayLimits,
): AsyncGenerator<GatewayPart> {
  const abort = (reason: AbortReason) => {
    if (!upstream.signal.aborted) upstream.abort(reason);
  };
  // Org endpoints go through the guard, which checks each connection as it is opened; the
  // operator's own endpoint is trusted.
  const post = target.checkHost
    ? limits.outbound.post.bind(limits.outbound)
    : trustedPost(limits.trusted);
  const payload = JSON.stringify({
    model: target.model,
    messages: toOpenAIMessages(messages),
    stream: true,
    stream_options: { include_usage: true },
    ...(target.temperature === undefined ? {} : { temperature: target.temperature }),
  });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (target.apiKey) headers.authorization = `Bearer ${target.apiKey}`;

  let failure: unknown;
  let body: Readable | undefined;
  // Until the answer's head arrives the connect time-out bounds it (tries included), then each
  // silence is bounded by the idle one.
  let idle: NodeJS.Timeout | undefined;
  const connect = setTimeout(() => abort('connect'), limits.connectTimeoutMs);
  try {
    const url = `${target.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const response = await postConnecting(post, url, {
      headers,
      body: payload,
      signal: upstream.signal,
    });
    clearTimeout(connect);
    idle = setTimeout(() => abort('idle'), limits.idleTimeoutMs);
    if (response.statusCode < 200 || response.statusCode >= 300)
      throw new HttpStatusError(response.statusCode, await errorBody(response.body));

    // Chunks are parsed as they come; the texts a read completes are handed out before the next.
    body = response.body;
    const reader = new AnswerReader();
    let chars = 0;
    for await (const bytes of body.iterator({ destroyOnReturn: false })) {
      idle.refresh();
      reader.feed(bytes as Uint8Array);
      for (const text of reader.texts) {
        chars += text.length;
        if (chars > ANSWER_MAX_CHARS) throw new BadResponseError('answer without end');
        yield { type: 'delta', text };
      }
      reader.texts.length = 0;
      if (reader.done) break;
    }
    if (!reader.done) {
      body = undefined; // read to its end
      if (!upstream.signal.aborted) reader.end();
    }
    for (const text of reader.texts) yield { type: 'delta', text };
    if (reader.failure) throw reader.failure;
    // The answer is complete at `[DONE]`; the body's own end usually follows at once.
    if (body) drain(body);
    body = undefined;
    if (!upstream.signal.aborted)
      yield {
        type: 'usage',
        promptTokens: reader.usage?.promptTokens ?? 0,
        completionTokens: reader.usage?.completionTokens ?? 0,
      };
  } catch (error) {
    failure = error;
  } finally {
    clearTimeout(idle);
    clearTimeout(connect);
    // Left early (a fault, or the caller stopped reading): the rest of the body is not wanted,
    // and the error its destruction raises has nobody to tell.
    body?.on('error', () => undefined).destroy();
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
