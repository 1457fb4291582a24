import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ChatStreamEvent } from '@miaoyu/contracts';

/**
 * A Server-Sent Events body: named events carrying JSON, and comment lines for keep-alive. Events
 * are pushed straight into a readable body (no writable side to pass through): an answer sends
 * one per chunk of the model's.
 */
export class SseStream {
  readonly body = new Readable({ read: () => undefined });
  private ended = false;

  /** `firstWords` is called once, when the answer's first words (or its end) go out. */
  constructor(private firstWords: () => void = () => {}) {}

  get open(): boolean {
    return !this.ended && !this.body.destroyed;
  }

  /** An event of an answer; another stream's events are named by `E` (the chat's by default). */
  send<E extends { event: string; data: unknown } = ChatStreamEvent>(
    event: E['event'],
    data: E['data'],
  ): void {
    if (this.open) this.body.push(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    if (event === 'delta' || event === 'done' || event === 'error') this.firstWords();
  }

  /** An event of a live stream (a conversation's messages, an inbox's changes). */
  sendLive(event: string, data: unknown): void {
    if (this.open) this.body.push(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** An unnamed event: `data` only, as OpenAI's streams send their chunks. */
  sendData(data: string): void {
    if (this.open) this.body.push(`data: ${data}\n\n`);
  }

  comment(text: string): void {
    if (this.open) this.body.push(`: ${text}\n\n`);
  }

  end(): void {
    if (!this.open) return;
    this.ended = true;
    this.body.push(null);
  }
}

/** An answer's abort controller, and the end of the watch on its reader. */
export interface AnswerControl {
  upstream: AbortController;
  /** The answer is over: the response closing from now on is no longer the reader leaving. */
  finish(): void;
  /** The reader has the first words: background work need not give way to it any more. */
  firstWords(): void;
  /**
   * The reader is sent elsewhere (shutdown hands answers off): the response closing from now on
   * does not stop the answer, which goes on being written to the database.
   */
  detach(): void;
  /**
   * Closes the connection once the response is out. On shutdown a finished stream's connection
   * would otherwise stay open as keep-alive (72 s) and hold up the server's close.
   */
  closeConnection(): void;
}

/**
 * The abort controller of an answer to `reply`, made when the request arrives: the response
 * closing before the answer is over means the reader went away, and `upstream` is aborted with
 * reason `client`, whether the model is already being asked or the stream is being written.
 */
export function answerControl(reply: FastifyReply): AnswerControl {
  const upstream = new AbortController();
  // Until its first words, a question is what somebody waits for (see lib/foreground).
  const firstWords = reply.server.foreground.enter();
  let finished = false;
  let detached = false;
  const left = () => {
    firstWords();
    if (!finished && !detached && !upstream.signal.aborted) upstream.abort('client');
  };
  reply.raw.on('close', left);
  if (reply.raw.destroyed) left();
  // Kept here: the response lets go of its socket when it finishes.
  const socket = reply.raw.socket;
  return {
    upstream,
    firstWords,
    finish: () => {
      finished = true;
      firstWords();
    },
    detach: () => {
      detached = true;
    },
    closeConnection: () => {
      const release = () => socket?.destroySoon?.();
      if (reply.raw.writableFinished) release();
      else reply.raw.once('finish', release);
    },
  };
}

/** Answers `reply` with the event stream `sse` (no buffering by proxies, no compression). */
export function sendEventStream(reply: FastifyReply, sse: SseStream): FastifyReply {
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  // A stream body skips the JSON serializer; a route's schema only documents its error answers.
  void reply.send(sse.body as never);
  return reply;
}

/**
 * Answers `reply` with an event stream and runs `write` into it. Every streaming route goes
 * through here, so headers, disconnects (see answerControl) and shutdown behave alike.
 */
export function replyWithEvents(
  reply: FastifyReply,
  control: AnswerControl,
  write: (sse: SseStream) => Promise<unknown>,
): FastifyReply {
  const { upstream, finish } = control;
  const sse = new SseStream(control.firstWords);
  sendEventStream(reply, sse);
  void write(sse).finally(() => {
    finish();
    if (upstream.signal.reason === 'shutdown') control.closeConnection();
  });
  return reply;
}
