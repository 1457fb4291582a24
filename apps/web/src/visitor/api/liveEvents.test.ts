import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationMessage } from '@miaoyu/contracts/bot';
import { openStreamOf, sse, streamOf } from '../test/fakes';
import { VisitorApiError } from './client';
import { connectLive, type LiveOptions } from './liveEvents';

const message = (id: string, role: ConversationMessage['role'] = 'agent'): ConversationMessage => ({
  id,
  role,
  content: `message ${id}`,
  state: 'done',
  createdAt: '2025-01-01T00:00:00.000Z',
  citations: [],
  attachments: [],
  rating: null,
  ratingReason: '',
  agent: role === 'agent' ? { name: '小王', avatar: '' } : null,
});

type Open = LiveOptions['open'];

function follow(open: Open, after = '3') {
  const received: string[] = [];
  const statuses: string[] = [];
  const gaveUp: VisitorApiError[] = [];
  const connection = connectLive({
    open,
    after,
    onMessage: (m) => received.push(m.id),
    onStatus: (s) => statuses.push(s.status),
    onGiveUp: (error) => gaveUp.push(error),
    random: () => 0,
  });
  return { connection, received, statuses, gaveUp };
}

describe('connectLive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reconnects after the stream ends, from the last message id seen, waiting longer each failure', async () => {
    const open = vi.fn<Open>();
    open
      .mockResolvedValueOnce(
        streamOf([
          ': keep-alive\n\n',
          sse('message', message('5')),
          sse('status', { status: 'agent', agent: { name: '小王', avatar: '' } }),
          sse('message', message('12')),
          sse('message', { id: 'not-an-id', role: 'agent', content: '' }),
        ]),
      )
      .mockRejectedValueOnce(new VisitorApiError('offline', 0, 'NETWORK'))
      .mockRejectedValueOnce(new VisitorApiError('busy', 503, 'HTTP_503'))
      .mockResolvedValueOnce(streamOf([sse('message', message('13'))]));
    const { connection, received, statuses } = follow(open);

    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![0]).toBe('3');
    expect(received).toEqual(['5', '12']);
    expect(statuses).toEqual(['agent']);
    expect(connection.lastId()).toBe('12');

    // 1 s after the stream ended, then 2 s and 4 s after each failure.
    await vi.advanceTimersByTimeAsync(999);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[1]![0]).toBe('12');
    await vi.advanceTimersByTimeAsync(2000);
    expect(open).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(open).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(4);
    expect(open.mock.calls[3]![0]).toBe('12');
    expect(received).toEqual(['5', '12', '13']);
    connection.close();
  });

  it('resumes after a cut connection without missing what came before the cut', async () => {
    const open = vi.fn<Open>();
    open
      .mockResolvedValueOnce(
        streamOf([sse('message', message('20'))], new TypeError('network error')),
      )
      .mockImplementation(async (_after, signal) =>
        openStreamOf([sse('message', message('21'))], signal),
      );
    const { connection, received } = follow(open, '19');
    await vi.advanceTimersByTimeAsync(1000);
    expect(open.mock.calls.map((call) => call[0])).toEqual(['19', '20']);
    expect(received).toEqual(['20', '21']);
    connection.close();
  });

  it('gives up on answers that will not change (gone, refused)', async () => {
    const open = vi
      .fn<Open>()
      .mockRejectedValue(new VisitorApiError('not found', 404, 'NOT_FOUND'));
    const { gaveUp } = follow(open);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(open).toHaveBeenCalledTimes(1);
    expect(gaveUp.map((error) => error.status)).toEqual([404]);
  });

  it('keeps trying through rate limits', async () => {
    const open = vi
      .fn<Open>()
      .mockRejectedValue(new VisitorApiError('slow down', 429, 'RATE_LIMITED'));
    const { connection, gaveUp } = follow(open);
    await vi.advanceTimersByTimeAsync(1000);
    expect(open).toHaveBeenCalledTimes(2);
    expect(gaveUp).toEqual([]);
    connection.close();
  });

  it('stops for good when closed, aborting the open stream', async () => {
    let signal: AbortSignal | null = null;
    const open = vi.fn<Open>(async (_after, given) => {
      signal = given;
      return openStreamOf([], given);
    });
    const { connection } = follow(open);
    await vi.advanceTimersByTimeAsync(0);
    connection.close();
    expect(signal!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('retries at once when asked (back online), without waiting out the delay', async () => {
    const open = vi.fn<Open>().mockRejectedValue(new VisitorApiError('offline', 0, 'NETWORK'));
    const { connection } = follow(open);
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(1);
    connection.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(2);
    connection.close();
  });
});
