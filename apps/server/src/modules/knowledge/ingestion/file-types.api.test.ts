import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatasetChunk, DatasetDocument } from '@miaoyu/contracts';
import { CHAT_TEST_ENV, chatUsers } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { knowledgeOf } from '../../../../test/knowledge';
import { makeChinesePdf, makeDocx, makePdf, makeXlsx } from '../parsing/fixtures/documents';
import { makeManySheetWorkbook } from '../parsing/fixtures/zip';
import { readZipDirectory } from '../parsing/zip-directory';

const TXT = '会议纪要：下周一上午十点在三楼会议室讨论新版本的发布计划。';

const MD = [
  '# 员工手册',
  '',
  '## 请假制度',
  '',
  '年假需要提前三天在系统中申请，病假需要医院证明。',
].join('\n');

const HTML = [
  '<!doctype html><html><head><title>公司简介</title></head><body>',
  '<h1>关于我们</h1><p>妙语科技成立于二〇一八年，总部位于杭州。</p>',
  '<h2>联系方式</h2><p>商务合作请发送邮件至 bd@example.com。</p>',
  '</body></html>',
].join('\n');

const CSV = '城市,门店,电话\n杭州,西湖店,0571-88886666\n上海,静安店,021-66668888\n';

const JSON_LIST = JSON.stringify([
  { 型号: 'M1', 颜色: '黑色', 库存: 12 },
  { 型号: 'M2', 颜色: '白色', 库存: 0 },
]);

/** Two pages, each longer than half a 100-character chunk: each page is its own chunk. */
const PDF_PAGES = [
  ['Miaoyu answers customer questions from your documents.', 'It reads them first.'],
  ['Page two: contact the sales team for invoices and refunds.'],
];

const ZH_PDF = ['退款申请提交后三个工作日内完成审核', '审核通过后款项原路退回'] as const;

const ENV = { ...CHAT_TEST_ENV, JOBS_POLL_INTERVAL_MS: '500' };

/** What a chunk says about itself, for comparing whole lists. */
const view = (c: DatasetChunk) => ({
  content: c.content,
  headings: c.headings,
  page: c.page,
  sheet: c.sheet,
});

describe.each(DATABASE_KINDS)('every file type through the upload API on %s', (kind) => {
  const t = useTestApp(kind, ENV);
  const user = chatUsers(t);
  let kb: ReturnType<typeof knowledgeOf>;
  let datasetId: string;
  let docs: Map<string, DatasetDocument>;
  const chunksOf = (name: string) =>
    kb.chunks(datasetId, docs.get(name)!.id).then((l) => l.map(view));

  beforeAll(async () => {
    kb = knowledgeOf(t, await user('13500000201'));
    // Small chunks without overlap, so each page, section and sheet shows as its own chunk.
    datasetId = await kb.create('各类文件', { chunkSize: 100, chunkOverlap: 0 });
    const files: [string, Buffer][] = [
      ['纪要.txt', Buffer.from(TXT)],
      ['handbook.md', Buffer.from(MD)],
      ['about.html', Buffer.from(HTML)],
      ['guide.pdf', await makePdf(PDF_PAGES)],
      ['退款.pdf', makeChinesePdf(...ZH_PDF)],
      ['手册.docx', await makeDocx()],
      ['客户.xlsx', await makeXlsx()],
      ['stores.csv', Buffer.from(CSV)],
      ['stock.json', Buffer.from(JSON_LIST)],
      // The name lies: the content is a PDF.
      ['notes.txt', await makePdf([['Quarterly report: revenue grew by twelve percent.']])],
    ];
    for (const [name, bytes] of files) {
      const res = await kb.upload(datasetId, name, bytes);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ name, status: 'queued', bytes: bytes.length });
    }
    docs = new Map((await kb.settled(datasetId, 60_000)).map((d) => [d.name, d]));
  });

  it('indexes each file, with the kind read from its content', () => {
    expect(Object.fromEntries([...docs].map(([name, d]) => [name, [d.status, d.kind]]))).toEqual({
      '纪要.txt': ['done', 'txt'],
      'handbook.md': ['done', 'md'],
      'about.html': ['done', 'html'],
      'guide.pdf': ['done', 'pdf'],
      '退款.pdf': ['done', 'pdf'],
      '手册.docx': ['done', 'docx'],
      '客户.xlsx': ['done', 'xlsx'],
      'stores.csv': ['done', 'csv'],
      'stock.json': ['done', 'json'],
      'notes.txt': ['done', 'pdf'],
    });
    for (const d of docs.values()) {
      expect(d, d.name).toMatchObject({ progress: 100, failure: null, source: 'file' });
      expect(d.chunkCount, d.name).toBeGreaterThan(0);
      expect(d.charCount, d.name).toBeGreaterThan(0);
    }
  });

  it('keeps plain text, and the heading path of markdown and HTML', async () => {
    const none = { headings: [], page: null, sheet: null };
    expect(await chunksOf('纪要.txt')).toEqual([{ content: TXT, ...none }]);
    expect(await chunksOf('handbook.md')).toEqual([
      {
        content: '年假需要提前三天在系统中申请，病假需要医院证明。',
        ...none,
        headings: ['员工手册', '请假制度'],
      },
    ]);
    expect(await chunksOf('about.html')).toEqual([
      { content: '妙语科技成立于二〇一八年，总部位于杭州。', ...none, headings: ['关于我们'] },
      {
        content: '商务合作请发送邮件至 bd@example.com。',
        ...none,
        headings: ['关于我们', '联系方式'],
      },
    ]);
  });

  it('gives PDF chunks their page, English and Chinese, and reads a PDF named .txt', async () => {
    expect(await chunksOf('guide.pdf')).toEqual([
      {
        content: `${PDF_PAGES[0]![0]}\n${PDF_PAGES[0]![1]}`,
        headings: [],
        page: 1,
        sheet: null,
      },
      { content: PDF_PAGES[1]![0], headings: [], page: 2, sheet: null },
    ]);
    expect(await chunksOf('退款.pdf')).toEqual([
      { content: ZH_PDF.join('\n'), headings: [], page: 1, sheet: null },
    ]);
    expect(await chunksOf('notes.txt')).toEqual([
      {
        content: 'Quarterly report: revenue grew by twelve percent.',
        headings: [],
        page: 1,
        sheet: null,
      },
    ]);
  });

  it('keeps the docx headings with its table, and each sheet row with its header', async () => {
    expect(await chunksOf('手册.docx')).toEqual([
      {
        content: '妙语是一款面向团队的智能助手，帮助销售和客服快速回答问题。',
        headings: ['产品手册'],
        page: null,
        sheet: null,
      },
      {
        content: '专业版每月九十九元，包含全部功能。\n套餐 | 价格\n基础版 | 免费\n专业版 | 99元/月',
        headings: ['产品手册', '价格与套餐'],
        page: null,
        sheet: null,
      },
    ]);
    expect(await chunksOf('客户.xlsx')).toEqual([
      {
        content:
          '姓名: 张三；城市: 上海；签约日期: 2024-03-15；金额: 1000；含税金额: 1130\n' +
          '姓名: 李四；城市: 北京；金额: 2000；含税金额: 2260',
        headings: [],
        page: null,
        sheet: '客户',
      },
      {
        content: '产品: 专业版；说明: 适合十人以内的团队',
        headings: [],
        page: null,
        sheet: '产品',
      },
    ]);
  });

  it('writes CSV rows and a JSON list of objects as records', async () => {
    const none = { headings: [], page: null, sheet: null };
    expect(await chunksOf('stores.csv')).toEqual([
      {
        content:
          '城市: 杭州；门店: 西湖店；电话: 0571-88886666\n城市: 上海；门店: 静安店；电话: 021-66668888',
        ...none,
      },
    ]);
    expect(await chunksOf('stock.json')).toEqual([
      { content: '型号: M1；颜色: 黑色；库存: 12\n型号: M2；颜色: 白色；库存: 0', ...none },
    ]);
  });

  it('answers Chinese questions from the PDF and the docx', async () => {
    const refund = await kb.search(datasetId, '退款申请多久能审核完？');
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().list[0]).toMatchObject({ documentName: '退款.pdf', page: 1 });
    expect(refund.json().list[0].content).toContain('三个工作日');

    const price = (await kb.search(datasetId, '专业版每月的价格是多少？')).json();
    expect(price.list[0]).toMatchObject({
      documentName: '手册.docx',
      headings: ['产品手册', '价格与套餐'],
    });
    expect(price.list[0].content).toContain('九十九元');

    const shanghai = (await kb.search(datasetId, '上海的客户签约金额')).json();
    expect(shanghai.list[0]).toMatchObject({ documentName: '客户.xlsx', sheet: '客户' });
  });

  it('refuses a workbook of 8,000 sheets at upload, naming why in either language', async () => {
    const many = makeManySheetWorkbook(8_000);
    // As Excel saves it: its content types name every sheet, past the 1 MB a type sniffer reads.
    const types = readZipDirectory(many).find((e) => e.name === '[Content_Types].xml')!;
    expect(types.uncompressedSize).toBeGreaterThan(1024 * 1024);
    const sheets = await kb.create('很多工作表');
    const zh = await kb.upload(sheets, '全年日报.xlsx', many);
    expect(zh.statusCode, zh.body).toBe(413);
    expect(zh.json()).toEqual({
      code: 'WORKBOOK_TOO_MANY_SHEETS',
      message: '表格 全年日报.xlsx 有 8000 个工作表，超过上限 200 个，请拆分后再上传',
    });
    const en = await knowledgeOf(t, await user('13500000201', 'en-US')).upload(
      sheets,
      'daily.xlsx',
      many,
    );
    expect(en.statusCode, en.body).toBe(413);
    expect(en.json().message).toBe(
      'The workbook daily.xlsx has 8000 sheets, more than the limit of 200; split it and upload the parts',
    );
    expect(await kb.documents(sheets)).toEqual([]);
  });

  it('indexes a workbook of 200 sheets, the most allowed, each sheet found by name', async () => {
    const workbook = new ExcelJS.Workbook();
    for (let i = 1; i <= 200; i++) {
      const sheet = workbook.addWorksheet(`门店${i}`);
      sheet.addRow(['门店', '电话']);
      sheet.addRow([`第${i}分店`, `0571-${String(80000000 + i)}`]);
    }
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const sheets = await kb.create('门店通讯录');
    const res = await kb.upload(sheets, '门店通讯录.xlsx', bytes);
    expect(res.statusCode, res.body).toBe(200);
    const [doc] = await kb.settled(sheets, 60_000);
    expect(doc).toMatchObject({ status: 'done', kind: 'xlsx', chunkCount: 200 });
    const found = (await kb.search(sheets, '第137分店的电话')).json();
    expect(found.list[0]).toMatchObject({ sheet: '门店137' });
    expect(found.list[0].content).toContain('0571-80000137');
  });
});
