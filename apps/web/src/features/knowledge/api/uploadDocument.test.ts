import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHttpError } from '@/lib/http';
import { installFakeXhr } from '../testing/fakeXhr';
import { uploadDocument } from './uploadDocument';
import { UPLOAD_STALL_MS } from './xhrUpload';
import { documentFixture } from '../testing/fixtures';

const ref = { orgId: '7', datasetId: '11' };
const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
const document = documentFixture({ folderId: '21' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('uploadDocument', () => {
  it('posts the file as multipart into its folder, reporting progress', async () => {
    const sent = installFakeXhr();
    const progress: number[] = [];
    const done = uploadDocument(ref, file, '21', (percent) => progress.push(percent));
    const xhr = sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/v1/orgs/7/datasets/11/documents?folderId=21');
    expect(xhr.form.get('file')).toBeInstanceOf(File);
    expect(xhr.headers['Accept-Language']).toBe('zh-CN');
    xhr.progress(1, 4);
    xhr.progress(4, 4);
    xhr.answer(200, document);
    expect(await done).toEqual(document);
    expect(progress).toEqual([25, 100]);
  });

  it('rejects with the server’s answer (409 duplicate) as an http failure', async () => {
    const sent = installFakeXhr();
    const done = uploadDocument(ref, file, null, () => {});
    expect(sent[0]!.url).toBe('/v1/orgs/7/datasets/11/documents');
    sent[0]!.answer(409, {
      code: 'DUPLICATE_DOCUMENT',
      message: '相同内容的文件已在此知识库中：a.txt',
    });
    const error = await done.catch((failure: unknown) => failure);
    expect(isHttpError(error) && error.kind).toBe('http');
    expect(isHttpError(error) && error.response?.status).toBe(409);
  });

  it('tells a dropped connection from a stalled one', async () => {
    const sent = installFakeXhr();
    const dropped = uploadDocument(ref, file, null, () => {});
    sent[0]!.drop();
    expect(await dropped.catch((error: { kind: string }) => error.kind)).toBe('network');

    vi.useFakeTimers();
    const stalled = uploadDocument(ref, file, null, () => {});
    vi.advanceTimersByTime(UPLOAD_STALL_MS);
    expect(await stalled.catch((error: { kind: string }) => error.kind)).toBe('timeout');
  });

  it('sends nothing for a file dropped before its turn', async () => {
    const sent = installFakeXhr();
    const controller = new AbortController();
    controller.abort();
    const done = uploadDocument(ref, file, null, () => {}, controller.signal);
    expect(await done.catch((error: { kind: string }) => error.kind)).toBe('cancel');
    expect(sent).toHaveLength(0);
  });
});
