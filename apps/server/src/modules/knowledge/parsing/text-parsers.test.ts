import { describe, expect, it } from 'vitest';
import { detectDelimiter, readCsv } from './csv';
import { parseDocument } from './index';

const parse = async (content: string, name: string) => parseDocument(Buffer.from(content), name);

describe('txt', () => {
  it('makes one block per paragraph', async () => {
    const { kind, document } = await parse(
      '第一段。\r\n还是第一段。\r\n\r\n第二段。\n \n\nThird.',
      'a.txt',
    );
    expect(kind).toBe('txt');
    expect(document.blocks).toEqual([
      { kind: 'text', text: '第一段。\n还是第一段。' },
      { kind: 'text', text: '第二段。' },
      { kind: 'text', text: 'Third.' },
    ]);
  });
});

describe('csv', () => {
  it('reads quoted delimiters, doubled quotes, CRLF and line breaks inside quotes', async () => {
    const csv =
      '\uFEFF名称,说明,价格\r\n"妙语, 专业版","他说""好用""\r\n第二行",99\r\n基础版,,0\r\n';
    const { kind, document } = await parse(csv, 'products.csv');
    expect(kind).toBe('csv');
    expect(document.blocks).toEqual([
      { kind: 'record', text: '名称: 妙语, 专业版；说明: 他说"好用"\r\n第二行；价格: 99' },
      { kind: 'record', text: '名称: 基础版；价格: 0' },
    ]);
  });

  it('finds tab and semicolon delimiters from the header line', () => {
    expect(detectDelimiter('a\tb\tc\n1,2')).toBe('\t');
    expect(detectDelimiter('"x,y";a;b\n1;2;3')).toBe(';');
    expect(readCsv('a;b\n1;2', ';')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('json', () => {
  it('makes one record per object of an array', async () => {
    const json = JSON.stringify([
      { 问题: '如何退款？', 答案: '七天内可退', 标签: ['售后', '退款'], 备注: null },
      { 问题: '支持发票吗？', 答案: '支持', 详情: { 类型: '电子' } },
    ]);
    const { kind, document } = await parse(json, 'faq.json');
    expect(kind).toBe('json');
    expect(document.blocks).toEqual([
      { kind: 'record', text: '问题: 如何退款？；答案: 七天内可退；标签: ["售后","退款"]' },
      { kind: 'record', text: '问题: 支持发票吗？；答案: 支持；详情: {"类型":"电子"}' },
    ]);
  });

  it('walks any other value into path lines', async () => {
    const json = JSON.stringify({
      company: { name: '妙语', cities: ['上海', '北京'] },
      open: true,
    });
    const { document } = await parse(json, 'info.json');
    expect(document.blocks).toEqual([
      {
        kind: 'text',
        text: 'company.name: 妙语\ncompany.cities[0]: 上海\ncompany.cities[1]: 北京\nopen: true',
      },
    ]);
  });
});
