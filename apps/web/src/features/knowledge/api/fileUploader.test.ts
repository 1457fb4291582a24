import { UPLOAD_PART_BYTES } from '@miaoyu/contracts/knowledge';
import { describe, expect, it, vi } from 'vitest';
import { errorMessage } from '@/lib/api-error';
import { isHttpError } from '@/lib/http';
import { isTransientUploadError } from '../hooks/useUploadQueue';
import { createUploadQueue } from '../logic/uploadQueue';
import { installFakeXhr, sentRequest, type FakeXhr } from '../testing/fakeXhr';
import { fakeUploadServer, landedDocument, uploadsPath } from '../testing/fakeUploadServer';
import { createFileUploader } from './fileUploader';

const ref = { orgId: '7', datasetId: '11' };
const SIZE = 9_000_000; // three parts: 4 MiB, 4 MiB and the 611,392 bytes left

/** A 9 MB file whose every byte tells where it is, so a part's range can be checked. */
function bigFile() {
  const content = new Uint8Array(SIZE);
  for (let i = 0; i < SIZE; i += 1) content[i] = i % 251;
  return { file: new File([content], 'big.pdf'), content };
}

async function sameBytes(blob: Blob, expected: Uint8Array): Promise<boolean> {
  const got = new Uint8Array(await blob.arrayBuffer());
  return got.length === expected.length && got.every((byte, i) => byte === expected[i]);
}

const partOf = (xhr: FakeXhr) => xhr.url.slice(uploadsPath.length);

/** One file sent on its own, outside the queue. */
function sendOnce(
  file: File,
  folderId: string | null,
  onProgress: (percent: number) => void = () => {},
) {
  const signal = new AbortController().signal;
  return createFileUploader(ref).send('a', file, folderId, onProgress, signal);
}

/** A queue wired as the page wires it, retrying at once instead of after a pause. */
function pageQueue() {
  const uploader = createFileUploader(ref);
  return createUploadQueue({
    send: (item, onProgress, signal) => uploader.send(item.id, item.file, null, onProgress, signal),
    isTransient: isTransientUploadError,
    describe: errorMessage,
    wait: async () => {},
    onDiscard: (item) => uploader.discard(item.id),
  });
}

describe('file uploader', () => {
  it('sends a 9 MB file in three parts of raw bytes, then completes it', async () => {
    const sent = installFakeXhr();
    const server = fakeUploadServer();
    const { file, content } = bigFile();
    const progress: number[] = [];
    const done = sendOnce(file, '21', (percent) => progress.push(percent));

    for (const index of [0, 1, 2]) {
      const xhr = await sentRequest(index);
      xhr.progress(xhr.bytes.size / 2, xhr.bytes.size);
      server.accept(xhr);
    }
    expect(await done).toMatchObject({ name: 'big.pdf', bytes: SIZE });
    expect(server.calls()).toEqual(['POST /uploads', 'POST /uploads/51/complete']);
    expect(server.http.requests[0]!.body).toEqual({ name: 'big.pdf', size: SIZE, folderId: '21' });
    expect(sent.map((xhr) => `${xhr.method} ${partOf(xhr)}`)).toEqual([
      'PUT /51/parts/0',
      'PUT /51/parts/1',
      'PUT /51/parts/2',
    ]);
    const ranges = [
      [0, UPLOAD_PART_BYTES],
      [UPLOAD_PART_BYTES, 2 * UPLOAD_PART_BYTES],
      [2 * UPLOAD_PART_BYTES, SIZE],
    ] as const;
    for (const [index, [start, end]] of ranges.entries()) {
      expect(sent[index]!.headers['Content-Type']).toBe('application/octet-stream');
      expect(await sameBytes(sent[index]!.bytes, content.subarray(start, end))).toBe(true);
    }
    // Of the whole file, halfway through each part included, never going back.
    expect(progress).toEqual([0, 23, 46, 69, 93, 96, 100]);
  });

  it('goes on after part 2 drops: asks what arrived and sends only the missing parts', async () => {
    const sent = installFakeXhr();
    const server = fakeUploadServer();
    const queue = pageQueue();
    const percents: number[] = [];
    queue.subscribe(() => percents.push(queue.items()[0]!.percent));
    queue.add([{ file: bigFile().file }], null);

    server.accept(await sentRequest(0));
    (await sentRequest(1)).drop();
    server.accept(await sentRequest(2));
    server.accept(await sentRequest(3));
    await vi.waitFor(() => expect(queue.items()[0]!.phase).toBe('done'));

    expect(sent.map(partOf)).toEqual(['/51/parts/0', '/51/parts/1', '/51/parts/1', '/51/parts/2']);
    expect(server.calls()).toEqual([
      'POST /uploads',
      'GET /uploads/51',
      'POST /uploads/51/complete',
    ]);
    expect(queue.items()[0]).toMatchObject({ retries: 1, percent: 100 });
    // The retry goes on from the first part (46 %) rather than from nothing.
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents)).toEqual(new Set([0, 46, 93, 100]));
  });

  it('starts a new upload when a retry finds the old one expired', async () => {
    const sent = installFakeXhr();
    const server = fakeUploadServer();
    const uploader = createFileUploader(ref);
    const { file } = bigFile();
    const signal = new AbortController().signal;
    const first = uploader.send('a', file, null, () => {}, signal);
    (await sentRequest(0)).drop();
    expect(await first.catch((error: { kind: string }) => error.kind)).toBe('network');

    server.expire('51');
    const second = uploader.send('a', file, null, () => {}, signal);
    for (const index of [1, 2, 3]) server.accept(await sentRequest(index));
    await second;
    expect(server.calls()).toEqual([
      'POST /uploads',
      'GET /uploads/51',
      'POST /uploads',
      'POST /uploads/52/complete',
    ]);
    expect(sent.slice(1).map(partOf)).toEqual(['/52/parts/0', '/52/parts/1', '/52/parts/2']);
  });

  it('sends the parts the server lost once more when completing finds them missing', async () => {
    const sent = installFakeXhr();
    const server = fakeUploadServer();
    const done = sendOnce(bigFile().file, null);
    server.accept(await sentRequest(0));
    server.accept(await sentRequest(1));
    server.lose('51', 1);
    server.accept(await sentRequest(2));
    server.accept(await sentRequest(3));

    expect(await done).toMatchObject({ name: 'big.pdf' });
    expect(sent.map(partOf)).toEqual(['/51/parts/0', '/51/parts/1', '/51/parts/2', '/51/parts/1']);
    expect(server.calls()).toEqual([
      'POST /uploads',
      'POST /uploads/51/complete',
      'GET /uploads/51',
      'POST /uploads/51/complete',
    ]);
  });

  it('fails with the server’s words when the parts are missing a second time', async () => {
    installFakeXhr();
    const server = fakeUploadServer();
    const done = sendOnce(bigFile().file, null);
    // Lost each time right after it arrived, before completing looks (which comes after a tick).
    for (const index of [0, 1, 2]) server.accept(await sentRequest(index));
    server.lose('51', 0);
    server.accept(await sentRequest(3));
    server.lose('51', 0);
    const error = await done.catch((failure: unknown) => failure);
    expect(isHttpError(error) && error.response?.status).toBe(409);
    expect(errorMessage(error)).toBe('文件还没有传完（缺少 1 个分片）');
  });

  it('sends a file of one part in one multipart request', async () => {
    const sent = installFakeXhr();
    const server = fakeUploadServer();
    const file = new File([new Uint8Array(UPLOAD_PART_BYTES)], 'one.pdf');
    const done = sendOnce(file, '21');
    const xhr = await sentRequest(0);
    expect(`${xhr.method} ${xhr.url}`).toBe('POST /v1/orgs/7/datasets/11/documents?folderId=21');
    expect(xhr.form.get('file')).toBeInstanceOf(File);
    xhr.answer(200, landedDocument('one.pdf', UPLOAD_PART_BYTES));
    await done;
    expect(sent).toHaveLength(1);
    expect(server.calls()).toEqual([]);
  });
});

describe('leaving an upload', () => {
  it('aborts the part on its way and cancels the upload on the server', async () => {
    const sent = installFakeXhr();
    const server = fakeUploadServer();
    const queue = pageQueue();
    queue.add([{ file: bigFile().file }], null);
    server.accept(await sentRequest(0));
    const second = await sentRequest(1);

    queue.remove(queue.items()[0]!.id);
    expect(second.aborted).toBe(true);
    await vi.waitFor(() => expect(server.calls()).toContain('DELETE /uploads/51'));
    expect(server.has('51')).toBe(false);
    expect(sent).toHaveLength(2);
  });

  it('cancels an upload that the server started only after the file was dropped', async () => {
    const sent = installFakeXhr();
    const server = fakeUploadServer();
    const release = server.holdStarts();
    const queue = pageQueue();
    queue.add([{ file: bigFile().file }], null);
    await vi.waitFor(() => expect(server.calls()).toEqual(['POST /uploads']));

    queue.stop();
    release();
    await vi.waitFor(() => expect(server.calls()).toContain('DELETE /uploads/51'));
    expect(sent).toHaveLength(0);
  });
});
