import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDocument } from '@miaoyu/contracts';
import { CHAT_TEST_ENV, chatUsers } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { INTERNAL_SECRET, startRecorder, type HttpRecorder } from '../../../../test/http-recorder';
import { knowledgeOf } from '../../../../test/knowledge';
import { makePasswordPdf } from '../parsing/fixtures/documents';
import { contentTypes, makeManySheetWorkbook, writeZip } from '../parsing/fixtures/zip';

const MB = 1024 * 1024;

const GOOD_MD = '# 售后\n\n## 退货\n\n自签收之日起七天内，商品未拆封可以无理由退货。';

/** Everything a reader never sees, each marked `leak` so no chunk may hold it. */
const HOSTILE_HTML = `<!doctype html><html><head><title>活动页</title>
<style>.leak-style { color: red }</style><script>var leak = "leak-head-script";</script></head>
<body><h1>春季促销</h1>
<p onclick="alert('leak-onclick')">全场商品满三百减五十，活动截止到四月底。</p>
<script>document.write("leak-body-script")</script><noscript>leak-noscript</noscript>
<button onclick="buy('leak-button')">leak-button</button></body></html>`;

const PAGE_HTML = `<!doctype html><html><head><title>妙语帮助中心</title>
<script>window.leak = "leak-page-script";</script></head>
<body><h1>账号与安全</h1><p>忘记密码时，可以在登录页用手机验证码重新设置。</p></body></html>`;

/** 50 MB of zeros, deflated to about 50 KB, as the document part of a docx. */
const zipBomb = () =>
  writeZip([contentTypes('word'), { name: 'word/document.xml', data: Buffer.alloc(50 * MB) }]);

/**
 * The test site, on the import allow list: a redirect to an internal service (not on it), a page, a
 * page larger than KB_URL_MAX_MB, one that never finishes and one that never answers within
 * KB_URL_TIMEOUT_MS; anything else is not found.
 */
function site(internal: HttpRecorder) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === '/start') {
      res.writeHead(302, { location: `${internal.url}/secret` });
      res.end();
    } else if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE_HTML);
    } else if (req.url === '/big') {
      // Chunked, with no length declared: the reader must count.
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 24; i++) res.write(`<p>${'大'.repeat(30_000)}</p>`);
      res.end();
    } else if (req.url === '/slow') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><body><p>还没写完');
    } else if (req.url !== '/silent') {
      res.writeHead(404);
      res.end();
    }
  };
}

const ENV: Record<string, string> = {
  ...CHAT_TEST_ENV,
  JOBS_POLL_INTERVAL_MS: '500',
  KB_MAX_FILE_MB: '2',
  KB_ORG_QUOTA_MB: '2',
  KB_URL_MAX_MB: '1',
  // Long enough for a local page while the parsing threads work through the bombs on a busy CI
  // machine (1 s was not); the slow and silent pages still run past it.
  KB_URL_TIMEOUT_MS: '2500',
};

describe.each(DATABASE_KINDS)('bad input to the knowledge base on %s', (kind) => {
  let internal: HttpRecorder;
  let web: HttpRecorder;
  beforeAll(async () => {
    internal = await startRecorder();
    web = await startRecorder(site(internal));
    // Read by useTestApp's own beforeAll, which runs after this one. The internal service is
    // a model endpoint the team may use, which makes it no page to import.
    ENV.KB_URL_ALLOWED_HOSTS = `127.0.0.1:${web.port}`;
    ENV.LLM_ALLOWED_HOSTS = `127.0.0.1:${internal.port}`;
  });
  afterAll(async () => {
    await Promise.all([internal?.close(), web?.close()]);
  });
  const t = useTestApp(kind, ENV);
  const user = chatUsers(t);
  /** Answers and log lines that would mean the server broke rather than refused. */
  const serverErrors = () =>
    t.logs.lines.filter(
      (l) => Number(l.level) >= 50 || Number((l.res as { statusCode?: number })?.statusCode) >= 500,
    );
  const byName = (docs: DatasetDocument[]) => new Map(docs.map((d) => [d.name, d]));

  it('fails each bad file alone with its reason; the good file is indexed', async () => {
    const me = await user('13500000301');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('坏文件');
    const accepted: [string, Buffer][] = [
      ['good.md', Buffer.from(GOOD_MD)],
      ['empty.txt', Buffer.alloc(0)],
      ['secret.pdf', makePasswordPdf()],
      ['broken.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 7)])],
      ['bomb.docx', zipBomb()],
      // Listing more sheets than it holds: only its workbook part says how many.
      ['many.xlsx', makeManySheetWorkbook(10_000, 3)],
      ['promo.html', Buffer.from(HOSTILE_HTML)],
    ];
    // An empty file is accepted like any other and fails in ingestion, with its reason.
    for (const [name, bytes] of accepted) {
      const res = await kb.upload(datasetId, name, bytes);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }

    const twice = await kb.upload(datasetId, 'copy.md', Buffer.from(GOOD_MD));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'DUPLICATE_DOCUMENT' });
    expect(twice.json().message).toContain('good.md');

    const huge = await kb.upload(datasetId, 'huge.txt', Buffer.alloc(2 * MB + 1, 'a'));
    expect(huge.statusCode, huge.body).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'DOCUMENT_TOO_LARGE' });
    expect(huge.json().message).toContain('huge.txt');
    expect(huge.json().message).toContain('2 MB');

    // One byte more than the organisation has left.
    const usage = (await me.get(`/v1/orgs/${me.orgId}/knowledge/usage`)).json();
    const left = usage.quotaBytes - usage.usedBytes;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(2 * MB);
    const over = await kb.upload(datasetId, 'over.txt', Buffer.alloc(left + 1, 'b'));
    expect(over.statusCode, over.body).toBe(413);
    expect(over.json()).toMatchObject({ code: 'STORAGE_QUOTA_EXCEEDED' });
    const fits = await kb.upload(datasetId, 'fits.txt', Buffer.alloc(left, 'c'));
    expect(fits.statusCode, fits.body).toBe(200);
    // A page's size is only known once it is fetched: the import is taken, the page refused.
    const page = await kb.importUrl(datasetId, `${web.url}/page`);
    expect(page.statusCode, page.body).toBe(200);

    const docs = byName(await kb.settled(datasetId, 60_000));
    const pageName = `127.0.0.1:${web.port}/page`;
    expect([...docs.keys()].sort()).toEqual(
      [...accepted.map(([n]) => n), 'fits.txt', pageName].sort(),
    );
    const outcome = Object.fromEntries([...docs].map(([n, d]) => [n, [d.status, d.failure]]));
    expect(outcome).toEqual({
      'good.md': ['done', null],
      'empty.txt': ['failed', 'EMPTY'],
      'secret.pdf': ['failed', 'ENCRYPTED'],
      'broken.pdf': ['failed', 'BROKEN'],
      'bomb.docx': ['failed', 'UNPACKED_TOO_LARGE'],
      'many.xlsx': ['failed', 'TOO_MANY_SHEETS'],
      'promo.html': ['done', null],
      'fits.txt': ['done', null],
      [pageName]: ['failed', 'QUOTA_EXCEEDED'],
    });
    for (const d of docs.values()) {
      if (d.status === 'done') expect(d.chunkCount, d.name).toBeGreaterThan(0);
      else expect(d, d.name).toMatchObject({ progress: 0, chunkCount: 0 });
      // The parser's own words; the quota says all in its code.
      if (d.status === 'failed' && d.source === 'file')
        expect(d.failureDetail, d.name).not.toBe('');
    }

    const good = await kb.search(datasetId, '几天之内可以退货');
    expect(good.json().list[0]).toMatchObject({
      documentName: 'good.md',
      headings: ['售后', '退货'],
    });

    const promo = await kb.chunks(datasetId, docs.get('promo.html')!.id);
    expect(promo.map((c) => [c.headings, c.content])).toEqual([
      [['春季促销'], '全场商品满三百减五十，活动截止到四月底。'],
    ]);
    for (const c of promo) expect(c.content).not.toMatch(/leak|[<>]|alert|color/);
    expect(serverErrors()).toEqual([]);
  });

  it('refuses a redirect to a private address, leaving the internal service unreached', async () => {
    const kb = knowledgeOf(t, await user('13500000302'));
    const datasetId = await kb.create('跳转');
    // The first hop is on the allow list, so the address check at import lets it through.
    const res = await kb.importUrl(datasetId, `${web.url}/start`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ source: 'url', status: 'queued', url: `${web.url}/start` });
    const [doc] = await kb.settled(datasetId);
    expect(doc).toMatchObject({ status: 'failed', failure: 'FETCH_FORBIDDEN', chunkCount: 0 });
    expect(JSON.stringify(doc)).not.toContain(INTERNAL_SECRET);
    expect(web.hits.map((h) => h.url)).toContain('/start');
    expect(internal.hits).toEqual([]);
    // Asked for directly, it is refused at once.
    const direct = await kb.importUrl(datasetId, `${internal.url}/secret`);
    expect(direct.statusCode, direct.body).toBe(422);
    expect(direct.json().code).toBe('URL_FORBIDDEN');
    expect(internal.hits).toEqual([]);
    expect(serverErrors()).toEqual([]);
  });

  it('imports an allowed page end to end: its title names it, its scripts are dropped', async () => {
    const kb = knowledgeOf(t, await user('13500000303'));
    const datasetId = await kb.create('网页导入');
    const res = await kb.importUrl(datasetId, `${web.url}/page`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe(`127.0.0.1:${web.port}/page`);
    const [doc] = await kb.settled(datasetId);
    expect(doc).toMatchObject({
      name: '妙语帮助中心',
      status: 'done',
      kind: 'html',
      source: 'url',
      bytes: Buffer.byteLength(PAGE_HTML),
      failure: null,
    });
    const chunks = await kb.chunks(datasetId, doc!.id);
    expect(chunks.map((c) => [c.headings, c.content])).toEqual([
      [['账号与安全'], '忘记密码时，可以在登录页用手机验证码重新设置。'],
    ]);
    const found = (await kb.search(datasetId, '忘记密码怎么办')).json();
    expect(found.list[0]).toMatchObject({ documentName: '妙语帮助中心' });
  });

  it('fails a page missing, over KB_URL_MAX_MB or slower than KB_URL_TIMEOUT_MS', async () => {
    const me = await user('13500000304');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('网页限制');
    const paths = ['/missing', '/big', '/slow', '/silent'];
    for (const path of paths)
      expect((await kb.importUrl(datasetId, `${web.url}${path}`)).statusCode).toBe(200);
    const docs = byName(await kb.settled(datasetId));
    const outcome = paths.map((path) => {
      const doc = docs.get(`127.0.0.1:${web.port}${path}`)!;
      return [path, doc.status, doc.failure, doc.bytes];
    });
    expect(outcome).toEqual([
      ['/missing', 'failed', 'FETCH_FAILED', 0],
      ['/big', 'failed', 'FETCH_TOO_LARGE', 0],
      ['/slow', 'failed', 'FETCH_TIMEOUT', 0],
      ['/silent', 'failed', 'FETCH_TIMEOUT', 0],
    ]);
    expect(docs.get(`127.0.0.1:${web.port}/missing`)!.failureDetail).toBe('HTTP 404');
    // Nothing of any of the pages was kept.
    expect((await me.get(`/v1/orgs/${me.orgId}/knowledge/usage`)).json().usedBytes).toBe(0);
    expect(serverErrors()).toEqual([]);
  });
});
