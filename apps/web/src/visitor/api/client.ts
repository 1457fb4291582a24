import type { VisitorIdentity } from '@miaoyu/contracts/bot';
import { VISITOR_TOKEN_HEADER } from '@miaoyu/contracts/bot-constants';
import { t, type Lang } from '../i18n';
import { identityStore, type IdentityStore, type KeptValues } from './identity';

/** An answer the page could not use: the server's `{message, code}`, or a network failure. */
export class VisitorApiError extends Error {
  constructor(
    message: string,
    /** 0 when no answer arrived. */
    readonly status: number,
    /** The server's code; `NETWORK` or `ABORTED` when no answer arrived. */
    readonly code: string,
  ) {
    super(message);
    this.name = 'VisitorApiError';
  }
}

export const isAborted = (error: unknown) =>
  error instanceof VisitorApiError && error.code === 'ABORTED';

export interface RequestSpec {
  method?: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | undefined>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (a form). */
  body?: FormData | URLSearchParams;
  headers?: Record<string, string>;
  /** Carry the visitor's token (default); only creating an identity and public reads go without. */
  visitor?: boolean;
  signal?: AbortSignal;
}

export interface VisitorClient {
  key: string;
  identity: IdentityStore;
  json<T>(spec: RequestSpec): Promise<T>;
  /** A request answered with Server-Sent Events: the body, once the answer is a stream. */
  stream(spec: RequestSpec): Promise<ReadableStream<Uint8Array>>;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

interface ErrorBody {
  message?: unknown;
  code?: unknown;
}

async function errorOf(response: Response): Promise<VisitorApiError> {
  let body: ErrorBody | null = null;
  try {
    body = JSON.parse(await response.text()) as ErrorBody | null;
  } catch {
    // A proxy's HTML page or an empty body: say what status came back.
  }
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : t('requestFailed', { status: response.status });
  const code = typeof body?.code === 'string' ? body.code : `HTTP_${response.status}`;
  return new VisitorApiError(message, response.status, code);
}

/** Every `case` request names its bot's key in the query: the server checks it before the body. */
function urlOf(spec: RequestSpec, key: string): string {
  const query = new URLSearchParams({ key });
  for (const [name, value] of Object.entries(spec.query ?? {}))
    if (value !== undefined) query.append(name, value);
  const search = query.toString();
  return search ? `${spec.path}?${search}` : spec.path;
}

interface ClientOptions {
  key: string;
  lang: Lang;
  values: KeptValues;
  fetch?: FetchLike;
}

/**
 * Requests of one bot key on behalf of one visitor. Every visitor request carries the token;
 * when the server no longer accepts it (401 VISITOR_TOKEN_INVALID) a new identity is made and
 * the request sent once more.
 */
export function createClient({
  key,
  lang,
  values,
  fetch: send = (i, o) => fetch(i, o),
}: ClientOptions): VisitorClient {
  const run = async (spec: RequestSpec, token: string | null): Promise<Response> => {
    const headers: Record<string, string> = { 'Accept-Language': lang, ...spec.headers };
    if (token) headers[VISITOR_TOKEN_HEADER] = token;
    let body: BodyInit | undefined = spec.body;
    if (spec.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.json);
    }
    try {
      return await send(urlOf(spec, key), {
        method: spec.method ?? 'GET',
        headers,
        body,
        signal: spec.signal,
      });
    } catch {
      throw spec.signal?.aborted
        ? new VisitorApiError('aborted', 0, 'ABORTED')
        : new VisitorApiError(t('networkError'), 0, 'NETWORK');
    }
  };

  const identity = identityStore(key, values, () =>
    respond<VisitorIdentity>({
      method: 'POST',
      path: '/v1/case/visitors',
      visitor: false,
    }),
  );

  async function exchange(spec: RequestSpec): Promise<Response> {
    let visitor: VisitorIdentity | null = spec.visitor === false ? null : await identity.get();
    let response = await run(spec, visitor?.token ?? null);
    if (response.status === 401 && visitor) {
      const error = await errorOf(response);
      if (error.code !== 'VISITOR_TOKEN_INVALID') throw error;
      visitor = await identity.renew(visitor.token);
      response = await run(spec, visitor.token);
    }
    if (!response.ok) throw await errorOf(response);
    return response;
  }

  async function respond<T>(spec: RequestSpec): Promise<T> {
    const response = await exchange(spec);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    key,
    identity,
    json: respond,
    async stream(spec) {
      const response = await exchange({
        ...spec,
        headers: { Accept: 'text/event-stream', ...spec.headers },
      });
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('text/event-stream') || !response.body) throw await errorOf(response);
      return response.body;
    },
  };
}
