import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

type RequestLogLevel = 'error' | 'warn' | 'info' | 'debug';

/**
 * How loud a finished request is. A server that works writes nothing per request at `info`
 * (a page load is dozens of them, and they buried the sign-in code): failures (5xx) at error,
 * slow requests at warn, refusals (4xx) at info since a person may be stuck on one, the rest at
 * debug. A stream's length is its answer's, not slowness, so streams are never slow.
 */
export function requestLogLevel(answer: {
  failed: boolean;
  statusCode: number;
  responseTimeMs: number;
  slowMs: number;
  streamed: boolean;
}): RequestLogLevel {
  if (answer.failed || answer.statusCode >= 500) return 'error';
  if (answer.slowMs > 0 && !answer.streamed && answer.responseTimeMs >= answer.slowMs)
    return 'warn';
  if (answer.statusCode >= 400) return 'info';
  return 'debug';
}

/**
 * One log line per request, written when it ends, carrying its method, URL, status and time.
 * Fastify's default writes a second line as each request arrives: a synchronous write on every
 * request's way to its handler, before a streamed answer's first word.
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const level = requestLogLevel({
      failed: Boolean(error),
      statusCode: reply.statusCode,
      responseTimeMs: reply.elapsedTime,
      slowMs: this.slowMs,
      streamed: String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream'),
    });
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log[level]({ ...line, err: error }, 'request errored');
    else reply.log[level](line, level === 'warn' ? 'slow request' : 'request completed');
  }
}
