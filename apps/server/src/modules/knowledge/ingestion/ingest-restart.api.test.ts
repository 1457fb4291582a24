import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentStatus } from '@miaoyu/contracts';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS, openTestDatabase } from '../../../../test/databases';
import { authHeader, type TestApp } from '../../../../test/harness';
import { GUIDE_MD, knowledgeOf } from '../../../../test/knowledge';

/** The order a document goes through; a poll may miss the short middle steps. */
const STATUS_ORDER: DocumentStatus[] = ['queued', 'parsing', 'indexing', 'done'];

describe.each(DATABASE_KINDS)('ingestion across a restart on %s', (kind) => {
  let database: Database;
  let filesDir: string;
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  /**
   * The running instance. ChatUser and knowledgeOf call `t.app` at each request, so a user
   * signed in on one instance goes on with the next (sessions live in the database).
   */
  const t = {} as TestApp;

  /** A new instance on the same database and files; closing it leaves both for the next. */
  async function start(ingestConcurrency: number) {
    const config = testConfig({
      ...CHAT_TEST_ENV,
      LOG_LEVEL: 'info',
      FILES_DIR: filesDir,
      JOBS_POLL_INTERVAL_MS: '500',
      KB_INGEST_CONCURRENCY: String(ingestConcurrency),
    });
    const app = await buildApp(config, {
      database: { ...database, close: async () => {} },
      logStream,
    });
    await app.ready();
    t.app = app;
  }

  t.signIn = async (phone) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/user/sendCode',
      payload: { phone },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = lines.findLast((l) => l.msg === 'sms code' && l.phone === phone)?.code;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/loginByPhone',
      payload: { phone, code: String(code) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    return { answer, authorization: authHeader(answer.id, answer.session.token) };
  };

  let me: ChatUser;
  let kb: ReturnType<typeof knowledgeOf>;
  let datasetId: string;
  let documentId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    filesDir = await mkdtemp(path.join(tmpdir(), 'miaoyu-restart-'));
  });
  afterAll(async () => {
    await t.app?.close();
    await database?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('indexes after a restart a document queued before it; refuses a reindex meanwhile', async () => {
    // The first instance leaves ingestion to others (KB_INGEST_CONCURRENCY=0): the job queued
    // below is still waiting when it stops.
    await start(0);
    me = await chatUsers(t)('13500000401');
    kb = knowledgeOf(t, me);
    datasetId = await kb.create('重启');
    const up = await kb.upload(datasetId, 'guide.md', Buffer.from(GUIDE_MD));
    expect(up.statusCode, up.body).toBe(200);
    documentId = up.json().id;

    const busy = await me.post(`${kb.base}/${datasetId}/documents/${documentId}/reindex`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'DOCUMENT_BUSY' });
    // Several of its looks for jobs later, still waiting.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const [before] = await kb.documents(datasetId);
    expect(before).toMatchObject({ status: 'queued', progress: 0, chunkCount: 0 });
    const queues = await t.app.jobs.counts();
    expect(queues.find((q) => q.name === 'knowledge.ingest')).toMatchObject({
      waiting: 1,
      active: 0,
      completed: 0,
    });
    await t.app.close();

    await start(2);
    const [after] = await kb.settled(datasetId);
    expect(after).toMatchObject({ id: documentId, status: 'done', kind: 'md', progress: 100 });
    expect(after!.chunkCount).toBeGreaterThan(0);
    // The document is done inside the job; the queue records the job complete just after it.
    await vi.waitFor(
      async () => {
        const queuesAfter = await t.app.jobs.counts();
        expect(queuesAfter.find((q) => q.name === 'knowledge.ingest')).toMatchObject({
          waiting: 0,
          completed: 1,
        });
      },
      { timeout: 5000, interval: 100 },
    );
    const found = (await kb.search(datasetId, '发票多久能收到')).json();
    expect(found.list[0]).toMatchObject({ documentId, headings: ['售后服务指南', '发票开具'] });
  });

  it('reindexes a done document through the statuses to the same chunks; busy meanwhile', async () => {
    const chunks = await kb.chunks(datasetId, documentId);
    const [done] = await kb.documents(datasetId);
    expect(done!.status).toBe('done');
    // The job reads the stored original right after it marks the document `parsing`: holding
    // that read holds the document there.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const storage = t.app.storage;
    const read = storage.get;
    storage.get = async (key) => {
      await held;
      return read.call(storage, key);
    };
    const seen: DocumentStatus[] = [];
    /** Polls the document until `status`, noting each status on the way. */
    const until = async (status: DocumentStatus) => {
      const deadline = Date.now() + 30_000;
      while (seen.at(-1) !== status) {
        expect(Date.now(), `statuses so far: ${seen.join(' → ')}`).toBeLessThan(deadline);
        const [doc] = await kb.documents(datasetId);
        expect(doc!.status).not.toBe('failed');
        if (doc!.status !== seen.at(-1)) seen.push(doc!.status);
        if (doc!.status !== status) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const reindex = () => me.post(`${kb.base}/${datasetId}/documents/${documentId}/reindex`);
    try {
      const res = await reindex();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: documentId, status: 'queued', progress: 0 });
      seen.push('queued');
      await until('parsing');
      const busy = await reindex();
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toMatchObject({ code: 'DOCUMENT_BUSY' });
    } finally {
      storage.get = read;
      release();
    }
    await until('done');
    // Forwards only; `indexing` is too short for a poll to be sure to see it.
    expect(seen.slice(0, 2)).toEqual(['queued', 'parsing']);
    const steps = seen.map((status) => STATUS_ORDER.indexOf(status));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));

    const [again] = await kb.documents(datasetId);
    expect(again).toMatchObject({
      status: 'done',
      progress: 100,
      chunkCount: done!.chunkCount,
      charCount: done!.charCount,
    });
    const rebuilt = await kb.chunks(datasetId, documentId);
    const view = (list: typeof chunks) => list.map((c) => [c.position, c.headings, c.content]);
    expect(view(rebuilt)).toEqual(view(chunks));
    const found = (await kb.search(datasetId, '几天之内可以退货')).json();
    expect(found.list[0]).toMatchObject({ documentId, headings: ['售后服务指南', '退货政策'] });
  });
});
