import type { ConversationMessage } from '@miaoyu/contracts/bot';
import { CONVERSATION_STATUSES } from '@miaoyu/contracts/bot-constants';
import { isStoredId, laterId } from '../state/ids';
import { VisitorApiError } from './client';
import type { StatusChange } from './endpoints';
import { readEvents } from './sse';

export interface LiveOptions {
  /** Opens the stream of what is stored after `after` and what comes next. */
  open(after: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** The last message id the page already has ('0' for none). */
  after: string;
  onMessage(message: ConversationMessage): void;
  onStatus(change: StatusChange): void;
  /** The server refused the stream for good (conversation gone, key revoked): no more tries. */
  onGiveUp(error: VisitorApiError): void;
  /** Wait before the first retry; it doubles up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** 0–1, spreads the retries of many visitors after a restart (Math.random by default). */
  random?: () => number;
}

export interface LiveConnection {
  close(): void;
  /** Skips the current wait (the browser is back online, the page is visible again). */
  retryNow(): void;
  /** The last message id seen. */
  lastId(): string;
}

const ROLES = ['visitor', 'bot', 'agent'];

function isMessage(data: unknown): data is ConversationMessage {
  const value = data as Partial<ConversationMessage> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.id === 'string' &&
    isStoredId(value.id) &&
    typeof value.content === 'string' &&
    ROLES.includes(value.role as string)
  );
}

function isStatus(data: unknown): data is StatusChange {
  const value = data as Partial<StatusChange> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    (CONVERSATION_STATUSES as readonly unknown[]).includes(value.status)
  );
}

/** 4xx answers other than timeouts and rate limits will not change by asking again. */
const isFinal = (error: unknown): error is VisitorApiError =>
  error instanceof VisitorApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/**
 * Keeps a conversation's live stream open: when it ends or fails, opens it again after a
 * growing wait, from the last message id seen, so nothing is missed or received twice.
 */
export function connectLive(options: LiveOptions): LiveConnection {
  const { firstDelayMs = 1000, maxDelayMs = 30_000, random = Math.random } = options;
  const controller = new AbortController();
  let after = options.after;
  let failures = 0;
  let wake: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        controller.signal.removeEventListener('abort', done);
        wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      controller.signal.addEventListener('abort', done);
      wake = done;
    });

  async function run() {
    while (!controller.signal.aborted) {
      try {
        const body = await options.open(after, controller.signal);
        failures = 0;
        await readEvents(body, ({ event, data }) => {
          if (controller.signal.aborted) return;
          if (event === 'message' && isMessage(data)) {
            after = laterId(after, data.id);
            options.onMessage(data);
          } else if (event === 'status' && isStatus(data)) {
            options.onStatus({ status: data.status, agent: data.agent ?? null });
          }
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isFinal(error)) {
          options.onGiveUp(error);
          return;
        }
      }
      if (controller.signal.aborted) return;
      const delay = Math.min(maxDelayMs, firstDelayMs * Math.pow(2, failures));
      failures += 1;
      await pause(delay * (1 + 0.3 * random()));
    }
  }
  void run();

  return {
    close: () => controller.abort(),
    retryNow: () => wake?.(),
    lastId: () => after,
  };
}
