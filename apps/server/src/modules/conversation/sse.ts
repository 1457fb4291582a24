import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ChatStreamEvent } from '@miaoyu/contracts';

/** A Server-Sent Events body: named events carrying JSON, and comment lines for keep-alive. */
export class SseStream {
  readonly body = new PassThrough();

  get open(): boolean {
    return !this.body.destroyed && !this.body.writableEnded;
  }

  send<E extends ChatStreamEvent>(event: E['event'], data: E['data']): void {
    if (this.open) this.body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  comment(text: string): void {
    if (this.open) this.body.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.open) this.body.end();
  }
}

/**
 * Answers `reply` with an event stream and runs `write` into it. The response closing before
 * `write` ends means the reader went away: `upstream` is aborted with reason `client`. Every
 * streaming route goes through here, so headers, disconnects and shutdown behave alike.
 */
export function replyWithEvents(
  reply: FastifyReply,
  write: (sse: SseStream, upstream: AbortController) => Promise<unknown>,
): FastifyReply {
  const sse = new SseStream();
  const upstream = new AbortController();
  let finished = false;
  reply.raw.on('close', () => {
    if (!finished && !upstream.signal.aborted) upstream.abort('client');
  });
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  // Kept here: the response lets go of its socket when it finishes.
  const socket = reply.raw.socket;
  // A stream body skips the JSON serializer; a route's schema only documents its error answers.
  void reply.send(sse.body as never);
  void write(sse, upstream).finally(() => {
    finished = true;
    // On shutdown the finished stream's connection would stay open as keep-alive (72 s) and
    // hold up server.close(): close it once the last event is out.
    if (upstream.signal.reason !== 'shutdown') return;
    const release = () => socket?.destroySoon?.();
    if (reply.raw.writableFinished) release();
    else reply.raw.once('finish', release);
  });
  return reply;
}
