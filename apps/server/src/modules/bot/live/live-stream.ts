/**
 * A conversation as it happens, for its visitor and for the agent reading it: first every
 * message stored after the reader's cursor, then each new one and each change of who answers.
 * Messages are stored before the notice that they exist goes out, and the stream re-reads on
 * its keep-alive timer too, so a reader that reconnects with its last id, or a notice that is
 * lost between instances, never loses a message.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendEventStream, SseStream } from '../../conversation';
import { messagesAfter } from '../messages.repo';
import { sessionStatusView } from '../sessions.repo';
import { conversationTopic } from './topics';

/** Streams open on this instance, ended when it shuts down (else it would wait for them). */
const open = new Map<SseStream, FastifyReply>();

/**
 * Ends every live stream; each connection closes once its last bytes are out, rather than
 * staying open as keep-alive and holding up the server's close.
 */
export function endLiveStreams(): void {
  for (const [stream, reply] of open) {
    const socket = reply.raw.socket;
    reply.raw.once('finish', () => socket?.destroySoon?.());
    stream.end();
  }
  open.clear();
}

/** Live streams each holder has open on this instance. */
const held = new Map<string, number>();

/**
 * Counts a stream against its holder's allowance until the reader leaves; false (nothing
 * counted) when the holder already has `max` open here. Per instance: a load balancer that
 * keeps a visitor on one instance keeps the allowance whole.
 */
export function reserveStream(reply: FastifyReply, holder: string, max: number): boolean {
  const count = held.get(holder) ?? 0;
  if (count >= max) return false;
  held.set(holder, count + 1);
  reply.raw.once('close', () => {
    const left = (held.get(holder) ?? 1) - 1;
    if (left > 0) held.set(holder, left);
    else held.delete(holder);
  });
  return true;
}

/** Keeps `sse` open until the reader leaves; calls `read` whenever `topic` may have changed. */
export function followTopic(
  app: FastifyInstance,
  reply: FastifyReply,
  sse: SseStream,
  topic: string,
  read: (detail: string) => Promise<void>,
): void {
  open.set(sse, reply);
  let running = false;
  // Details noticed while a read runs, read next (one read for a burst of notices).
  const waiting = new Set<string>();
  const pump = async (detail: string) => {
    waiting.add(detail);
    if (running) return;
    running = true;
    try {
      while (waiting.size > 0 && sse.open) {
        const [next] = waiting;
        waiting.delete(next!);
        await read(next!);
      }
    } catch (err) {
      app.log.warn({ err, topic }, 'live stream read failed');
    } finally {
      running = false;
    }
  };
  const unsubscribe = app.live.subscribe(topic, (detail) => void pump(detail));
  const timer = setInterval(() => {
    sse.comment('keep-alive');
    void pump('');
  }, app.llm.keepAliveMs);
  const close = () => {
    unsubscribe();
    clearInterval(timer);
    open.delete(sse);
    sse.end();
  };
  reply.raw.on('close', close);
  sse.body.on('close', close);
  // Sent at once: the head goes out with it, so the reader knows the stream is open.
  sse.comment('open');
  void pump('');
}

/** The live stream of one conversation from message `after` on. */
export function streamConversation(
  app: FastifyInstance,
  reply: FastifyReply,
  orgId: bigint,
  sessionId: bigint,
  after: bigint,
  onMessages?: () => Promise<void>,
): FastifyReply {
  const sse = new SseStream();
  let cursor = after;
  let lastStatus = '';
  followTopic(app, reply, sse, conversationTopic(sessionId), async () => {
    const messages = await messagesAfter(app.db, sessionId, cursor);
    for (const message of messages) {
      sse.sendLive('message', message);
      cursor = BigInt(message.id);
    }
    if (messages.length > 0) await onMessages?.();
    const status = await sessionStatusView(app.db, orgId, sessionId);
    const text = JSON.stringify(status);
    if (text !== lastStatus) {
      lastStatus = text;
      sse.sendLive('status', status);
    }
  });
  return sendEventStream(reply, sse);
}
