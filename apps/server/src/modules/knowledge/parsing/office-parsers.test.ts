import { describe, expect, it } from 'vitest';
import { parseDocument } from './index';
import { makeDocx, makeXlsx } from './fixtures/documents';

describe('docx', () => {
  it('keeps heading levels, Chinese paragraphs and the table whole', async () => {
    const { kind, document } = await parseDocument(await makeDocx(), '手册.docx');
    expect(kind).toBe('docx');
    expect(document.blocks).toEqual([
      { kind: 'heading', level: 1, text: '产品手册' },
      { kind: 'text', text: '妙语是一款面向团队的智能助手，帮助销售和客服快速回答问题。' },
      { kind: 'heading', level: 2, text: '价格与套餐' },
      { kind: 'text', text: '专业版每月九十九元，包含全部功能。' },
      { kind: 'table', text: '套餐 | 价格\n基础版 | 免费\n专业版 | 99元/月' },
    ]);
  });
});

describe('xlsx', () => {
  it('writes each row under its sheet header as a record, with dates, formulas and rich text', async () => {
    const { kind, document } = await parseDocument(await makeXlsx(), '客户.xlsx');
    expect(kind).toBe('xlsx');
    expect(document.blocks).toEqual([
      {
        kind: 'record',
        text: '姓名: 张三；城市: 上海；签约日期: 2024-03-15；金额: 1000；含税金额: 1130',
        sheet: '客户',
      },
      { kind: 'record', text: '姓名: 李四；城市: 北京；金额: 2000；含税金额: 2260', sheet: '客户' },
      { kind: 'record', text: '产品: 专业版；说明: 适合十人以内的团队', sheet: '产品' },
    ]);
  });
});
