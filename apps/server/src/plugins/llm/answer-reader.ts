/**
 * The body of a streamed chat completion (`text/event-stream` of `chat.completion.chunk`s), kept
 * lean: the answer is the hot path, so each chunk is parsed once and checked by hand instead of
 * against a schema, and fields nobody reads are never looked at.
 */
import { createParser, type EventSourceParser } from 'eventsource-parser';
import { BadResponseError, HttpStatusError } from './openai-chat';

export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

/**
 * Past this many characters without the end of an event the service is not streaming chunks
 * (an org endpoint is any URL): stop reading rather than buffer without end.
 */
const MAX_EVENT_CHARS = 4 * 1024 * 1024;
const STREAM = { stream: true } as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The count as stored (a PostgreSQL integer); anything else counts as unknown, 0. */
const tokens = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 2 ** 31 - 1
    ? (value as number)
    : 0;

/**
 * Fed the body read by read. What each read completes lands in `texts` (the caller drains it)
 * and `usage`. `done` once `[DONE]` came or a chunk was refused; `failure` then says why, and the
 * texts read before it stay in `texts`, so the answer keeps them as it would have without the
 * bad chunk.
 */
export class AnswerReader {
  readonly texts: string[] = [];
  usage: Usage | null = null;
  done = false;
  failure: Error | null = null;
  private readonly decoder = new TextDecoder();
  private readonly parser: EventSourceParser = createParser({
    onEvent: (event) => this.read(event.data),
    onError: (error) => {
      if (error.type === 'max-buffer-size-exceeded') this.fail(new BadResponseError(error.message));
    },
    maxBufferSize: MAX_EVENT_CHARS,
  });

  feed(bytes: Uint8Array): void {
    if (!this.done) this.parser.feed(this.decoder.decode(bytes, STREAM));
  }

  /**
   * The body has ended. An event the body did not close with a blank line is dropped, as in a
   * browser's EventSource (and as the AI SDK did).
   */
  end(): void {
    if (!this.done) this.parser.feed(this.decoder.decode());
  }

  private fail(error: Error) {
    this.failure ??= error;
    this.done = true;
  }

  private read(data: string) {
    if (this.done) return;
    if (data === '[DONE]') {
      this.done = true;
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return this.fail(new BadResponseError('chunk is not JSON'));
    }
    if (!isObject(json)) return this.fail(new BadResponseError('chunk is not an object'));
    // A service that fails after the 200 sends its error object as a chunk.
    if (json.error) return this.fail(new HttpStatusError(200, data));
    const { choices, usage } = json;
    if (isObject(usage))
      this.usage = {
        promptTokens: tokens(usage.prompt_tokens),
        completionTokens: tokens(usage.completion_tokens),
      };
    if (choices === undefined || choices === null) {
      if (!isObject(usage)) this.fail(new BadResponseError('chunk has neither choices nor usage'));
      return;
    }
    if (!Array.isArray(choices)) return this.fail(new BadResponseError('choices is not a list'));
    const choice: unknown = choices[0];
    const delta = isObject(choice) ? choice.delta : undefined;
    if (isObject(delta) && typeof delta.content === 'string' && delta.content)
      this.texts.push(delta.content);
  }
}
