import {
  UPLOAD_PART_BYTES,
  type DatasetDocument,
  type DatasetUpload,
} from '@miaoyu/contracts/knowledge';
import { mockHttp, type Reply } from '@/test/http';
import type { FakeXhr } from './fakeXhr';
import { documentFixture } from './fixtures';

const datasetPath = '/v1/orgs/7/datasets/11';
export const uploadsPath = `${datasetPath}/uploads`;

const missingUpload = { code: 'NOT_FOUND', message: '请求的资源不存在' };

export function landedDocument(name: string, bytes: number): DatasetDocument {
  return documentFixture({ name, bytes });
}

/**
 * The upload endpoints of knowledge base 11 as the server answers them: JSON calls through a
 * stubbed fetch, parts (sent with XMLHttpRequest) when the test passes them to `accept`.
 * Uploads are numbered from 51.
 */
export function fakeUploadServer() {
  const uploads = new Map<string, DatasetUpload>();
  let nextId = 51;
  let startGate: Promise<void> | undefined;

  const http = mockHttp(async (request): Promise<Reply> => {
    const [, uploadId, action] = request.url.slice(uploadsPath.length).split('/');
    if (request.method === 'POST' && !uploadId) {
      await startGate;
      const { name, size } = request.body as { name: string; size: number };
      const id = String(nextId++);
      const partCount = Math.ceil(size / UPLOAD_PART_BYTES);
      const expiresAt = '2026-01-02T00:00:00.000Z';
      uploads.set(id, {
        id,
        name,
        size,
        partSize: UPLOAD_PART_BYTES,
        partCount,
        received: [],
        expiresAt,
      });
      return [200, uploads.get(id)];
    }
    const upload = uploads.get(uploadId ?? '');
    if (!upload) return [404, missingUpload];
    if (request.method === 'GET') return [200, upload];
    if (request.method === 'DELETE') {
      uploads.delete(upload.id);
      return [200, { id: upload.id }];
    }
    if (action !== 'complete') return [404, missingUpload];
    const missing = upload.partCount - upload.received.length;
    if (missing > 0)
      return [
        409,
        { code: 'UPLOAD_INCOMPLETE', message: `文件还没有传完（缺少 ${missing} 个分片）` },
      ];
    uploads.delete(upload.id);
    return [200, landedDocument(upload.name, upload.size)];
  });

  return {
    http,
    /** The JSON calls so far, as `METHOD /path` below the knowledge base. */
    calls: () => http.requests.map((r) => `${r.method} ${r.url.slice(datasetPath.length)}`),
    /** Stores a part as the server would (checking its size) and answers it. */
    accept(xhr: FakeXhr) {
      const [, uploadId, , index] = xhr.url.slice(uploadsPath.length).split('/');
      const upload = uploads.get(uploadId!);
      if (!upload) return xhr.answer(404, missingUpload);
      const part = Number(index);
      const expected = Math.min(UPLOAD_PART_BYTES, upload.size - part * UPLOAD_PART_BYTES);
      if (xhr.bytes.size !== expected)
        return xhr.answer(400, { code: 'UPLOAD_PART_INVALID', message: '分片的大小不对' });
      upload.received = [...new Set([...upload.received, part])].sort((a, b) => a - b);
      xhr.answer(200, upload);
    },
    /** A part the server has lost (its storage was cleaned), so completing finds it missing. */
    lose(uploadId: string, part: number) {
      const upload = uploads.get(uploadId)!;
      upload.received = upload.received.filter((index) => index !== part);
    },
    /** The upload passed its 24 hours and was dropped. */
    expire: (uploadId: string) => uploads.delete(uploadId),
    /** Holds the answers to starting an upload until the returned function is called. */
    holdStarts() {
      let release = () => {};
      startGate = new Promise((done) => (release = done));
      return release;
    },
    has: (uploadId: string) => uploads.has(uploadId),
  };
}
