import type { FastifyReply } from 'fastify';
import { runAnswer, type PreparedAnswer } from './engine';
import { answerControl, replyWithEvents, type AnswerControl, type SseStream } from './sse';

/** Writes a stream other than a stored answer's (a preview, suggestions, OpenAI chunks). */
export type StreamWriter = (sse: SseStream, control: AnswerControl) => Promise<unknown>;

/**
 * Answers `reply` with an answer's event stream, in the engine's two phases. `prepare` runs
 * first, with the answer's abort controller already made (a reader who leaves while the model
 * is asked stops it): whatever it refuses answers as JSON before any byte of the stream. What it
 * returns is then streamed: a stored answer through the engine, or its own writer. `after` runs
 * once the stream has ended (telling the inbox, counting use).
 */
export async function streamAnswer(
  reply: FastifyReply,
  prepare: (upstream: AbortController) => Promise<PreparedAnswer | StreamWriter>,
  after?: () => Promise<unknown>,
): Promise<FastifyReply> {
  const control = answerControl(reply);
  let prepared: PreparedAnswer | StreamWriter;
  try {
    prepared = await prepare(control.upstream);
  } catch (error) {
    control.finish();
    throw error;
  }
  const { server, request } = reply;
  return replyWithEvents(reply, control, async (sse) => {
    try {
      if (typeof prepared === 'function') await prepared(sse, control);
      else await runAnswer(server, prepared, sse, control, request.locale);
      await after?.();
    } catch (err) {
      // The stream has started: nothing can answer the error any more but the log.
      reply.log.error({ err }, 'an answer stream failed after it started');
      sse.end();
    }
  });
}
