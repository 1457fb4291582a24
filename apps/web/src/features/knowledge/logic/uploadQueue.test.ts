import { describe, expect, it, vi } from 'vitest';
import {
  createUploadQueue,
  uploadBackoffMs,
  type UploadItem,
  type UploadQueueOptions,
} from './uploadQueue';

class Transient extends Error {}
class Answered extends Error {}

const file = (name: string) => new File(['x'], name, { type: 'text/plain' });

/** A send whose calls the test settles by hand, one deferred promise per call. */
function manualSend() {
  const calls: { name: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const send: UploadQueueOptions['send'] = (item) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ name: item.file.name, resolve, reject });
    });
  return { calls, send };
}

const flush = () => new Promise((done) => setTimeout(done, 0));

function queueWith(send: UploadQueueOptions['send'], extra: Partial<UploadQueueOptions> = {}) {
  const waits: number[] = [];
  const queue = createUploadQueue({
    send,
    isTransient: (error) => error instanceof Transient,
    describe: (error) => (error as Error).message,
    wait: async (ms) => void waits.push(ms),
    ...extra,
  });
  const phases = () => queue.items().map((item) => `${item.file.name}:${item.phase}`);
  return { queue, waits, phases };
}

describe('upload queue', () => {
  it('sends at most three files at a time and starts the next as one finishes', async () => {
    const { calls, send } = manualSend();
    const { queue, phases } = queueWith(send);
    queue.add(
      ['a', 'b', 'c', 'd', 'e'].map((name) => ({ file: file(name) })),
      null,
    );
    expect(calls.map((call) => call.name)).toEqual(['a', 'b', 'c']);
    expect(phases()).toEqual([
      'a:uploading',
      'b:uploading',
      'c:uploading',
      'd:waiting',
      'e:waiting',
    ]);
    calls[1]!.resolve();
    await flush();
    expect(calls.map((call) => call.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(phases()[1]).toBe('b:done');
  });

  it('reports each file’s own progress', () => {
    const { queue } = queueWith((_item, onProgress) => {
      onProgress(42);
      return new Promise(() => {});
    });
    queue.add([{ file: file('a') }], null);
    expect(queue.items()[0]).toMatchObject({ phase: 'uploading', percent: 42 });
  });

  it('retries a dropped connection with growing pauses, three times, then waits for the user', async () => {
    const send = vi.fn<UploadQueueOptions['send']>(async () => {
      throw new Transient('网络连接失败');
    });
    const { queue, waits } = queueWith(send);
    queue.add([{ file: file('a') }], null);
    await vi.waitFor(() => expect(queue.items()[0]!.phase).toBe('failed'));
    expect(send).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(queue.items()[0]).toMatchObject({ retries: 3, retryable: true, error: '网络连接失败' });
  });

  it('succeeds when the connection comes back during the retries', async () => {
    let attempts = 0;
    const { queue } = queueWith(async () => {
      attempts += 1;
      if (attempts < 3) throw new Transient('offline');
    });
    queue.add([{ file: file('a') }], null);
    await vi.waitFor(() => expect(queue.items()[0]!.phase).toBe('done'));
    expect(attempts).toBe(3);
  });

  it('does not retry an answer from the server (409, 413…), but lets the user retry', async () => {
    const send = vi.fn<UploadQueueOptions['send']>(async () => {
      throw new Answered('相同内容的文件已在此知识库中：a.txt');
    });
    const { queue, waits } = queueWith(send);
    queue.add([{ file: file('a') }], null);
    await vi.waitFor(() => expect(queue.items()[0]!.phase).toBe('failed'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
    expect(queue.items()[0]!.error).toBe('相同内容的文件已在此知识库中：a.txt');

    send.mockResolvedValueOnce(undefined);
    queue.retry(queue.items()[0]!.id);
    await vi.waitFor(() => expect(queue.items()[0]!.phase).toBe('done'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('never sends a file refused beforehand, and a retry cannot send it', async () => {
    const send = vi.fn(async () => undefined);
    const onIdle = vi.fn();
    const { queue } = queueWith(send, { onIdle });
    queue.add([{ file: file('big.pdf'), refusal: '文件过大' }], null);
    queue.retry(queue.items()[0]!.id);
    await flush();
    expect(send).not.toHaveBeenCalled();
    expect(queue.items()[0]).toMatchObject({
      phase: 'failed',
      retryable: false,
      error: '文件过大',
    });
    expect(onIdle).toHaveBeenCalled();
  });

  it('sends only the failed file again on retry, not the finished ones', async () => {
    const sent: string[] = [];
    const { queue } = queueWith(async (item) => {
      sent.push(item.file.name);
      if (item.file.name === 'b' && sent.filter((name) => name === 'b').length === 1)
        throw new Answered('配额不足');
    });
    queue.add([{ file: file('a') }, { file: file('b') }], '9');
    await vi.waitFor(() => expect(queue.items()[1]!.phase).toBe('failed'));
    queue.retry(queue.items()[1]!.id);
    await vi.waitFor(() => expect(queue.items()[1]!.phase).toBe('done'));
    expect(sent).toEqual(['a', 'b', 'b']);
    expect(queue.items().map((item) => item.baseFolderId)).toEqual(['9', '9']);
  });

  it('tells when each file is done and when the queue is idle', async () => {
    const onDone = vi.fn();
    const onIdle = vi.fn();
    const { queue } = queueWith(async () => undefined, { onDone, onIdle });
    queue.add([{ file: file('a') }, { file: file('b') }], null);
    await vi.waitFor(() => expect(onIdle).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalledTimes(2);
    queue.clearFinished();
    expect(queue.items()).toEqual([]);
  });

  it('stops an upload that is removed', async () => {
    let signal: AbortSignal | undefined;
    const { queue } = queueWith((_item, _progress, abort) => {
      signal = abort;
      return new Promise(() => {});
    });
    queue.add([{ file: file('a') }], null);
    queue.remove(queue.items()[0]!.id);
    expect(signal?.aborted).toBe(true);
    expect(queue.items()).toEqual([]);
  });

  it('tells which files left unfinished, on removal and when the page closes', async () => {
    const onDiscard = vi.fn();
    const { queue } = queueWith(
      async (item) => {
        if (item.file.name === 'b') throw new Answered('配额不足');
        if (item.file.name !== 'a') await new Promise(() => {});
      },
      { onDiscard },
    );
    queue.add(
      ['a', 'b', 'c', 'd'].map((name) => ({ file: file(name) })),
      null,
    );
    await vi.waitFor(() => expect(queue.items()[1]!.phase).toBe('failed'));
    const [a, b] = queue.items();
    queue.remove(a!.id);
    queue.remove(b!.id);
    queue.stop();
    const discarded = onDiscard.mock.calls.map(([item]) => (item as UploadItem).file.name);
    expect(discarded).toEqual(['b', 'c', 'd']);
  });

  it('keeps a file’s progress when it is retried: its send knows what is left', async () => {
    const { calls, send } = manualSend();
    const sendWithProgress: UploadQueueOptions['send'] = (item, onProgress, signal) => {
      onProgress(46);
      return send(item, onProgress, signal);
    };
    const { queue } = queueWith(sendWithProgress);
    queue.add([{ file: file('a') }], null);
    calls[0]!.reject(new Answered('服务暂不可用'));
    await vi.waitFor(() => expect(queue.items()[0]!.phase).toBe('failed'));
    const percents: number[] = [];
    queue.subscribe(() => percents.push(queue.items()[0]!.percent));
    queue.retry(queue.items()[0]!.id);
    expect(percents.every((percent) => percent === 46)).toBe(true);
  });

  it('doubles the pause with each retry', () => {
    expect([1, 2, 3].map(uploadBackoffMs)).toEqual([1000, 2000, 4000]);
  });
});
