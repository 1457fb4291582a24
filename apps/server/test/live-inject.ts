import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';

export interface LiveAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  /** The whole body of a refusal; empty for a stream that was opened and left. */
  body: string;
  json: LightMyRequestResponse['json'];
}

/**
 * Injects a request whose success is a live stream that never ends by itself (a conversation's
 * events): once its head is written the reader leaves, as a closed browser tab does, which ends
 * the stream on the server. A refusal ends by itself and is read whole.
 */
export async function injectLive(app: App, options: InjectOptions): Promise<LiveAnswer> {
  const res = await app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  const chunks: Buffer[] = [];
  if (res.statusCode < 300) res.raw.res.destroy();
  else for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  const body = Buffer.concat(chunks).toString();
  return {
    statusCode: res.statusCode,
    headers: res.headers,
    body,
    json: () => JSON.parse(body) as never,
  };
}
