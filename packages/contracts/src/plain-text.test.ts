import { describe, expect, it } from 'vitest';
import { plainText, previewText } from './plain-text';

/** A sales reply as models write it, asked for chat text or not. */
const PRICED_REPLY = [
  '**王姐您好！** 这两款的区别我给您列一下：',
  '',
  '| 套餐 | 价格 | 适合 |',
  '| --- | :---: | --- |',
  '| 基础版 | ¥199/年 | 个人店铺 |',
  '| **专业版** | ¥399/年 | 5 人以内团队 |',
  '',
  '您看哪个更合适？',
].join('\n');

describe('plainText', () => {
  it('turns a table into one line per row, cells apart, without pipes or rules', () => {
    expect(plainText(PRICED_REPLY)).toBe(
      [
        '王姐您好！ 这两款的区别我给您列一下：',
        '套餐 · 价格 · 适合',
        '基础版 · ¥199/年 · 个人店铺',
        '专业版 · ¥399/年 · 5 人以内团队',
        '您看哪个更合适？',
      ].join('\n'),
    );
  });

  it('drops bold, italic and strikethrough marks but keeps arithmetic and lone marks', () => {
    expect(plainText('这是**限时**优惠，*今天*截止，~~原价 ¥599~~')).toBe(
      '这是限时优惠，今天截止，原价 ¥599',
    );
    expect(plainText('2*3=6，满 300 减 50 * 2 次；#1 热卖')).toBe(
      '2*3=6，满 300 减 50 * 2 次；#1 热卖',
    );
    expect(plainText('__Great__ choice, *really*')).toBe('Great choice, really');
  });

  it('numbers ordered lists, bullets the rest, and indents nested items', () => {
    expect(
      plainText(
        '下单步骤：\n\n1. 打开小程序\n2. 选择 **专业版**\n   - 按年付更省\n   - 可开发票\n\n* 包邮\n- 七天无理由',
      ),
    ).toBe(
      [
        '下单步骤：',
        '1. 打开小程序',
        '2. 选择 专业版',
        '  • 按年付更省',
        '  • 可开发票',
        '• 包邮',
        '• 七天无理由',
      ].join('\n'),
    );
    expect(plainText('3. 第三步\n4. 第四步')).toBe('3. 第三步\n4. 第四步');
  });

  it('keeps the address of a link whose words are not the address, once', () => {
    expect(
      plainText('详情见[官网](https://shop.example.com/p/1)，或 <https://m.example.com>'),
    ).toBe('详情见官网 https://shop.example.com/p/1，或 https://m.example.com');
    expect(plainText('[https://a.example.com](https://a.example.com)')).toBe(
      'https://a.example.com',
    );
    // A script address is no address to paste.
    expect(plainText('[点我](javascript:alert(1))')).toBe('点我');
  });

  it('keeps code as written, without backticks or fences', () => {
    expect(plainText('优惠码 `VIP2026` 下单时填写\n\n```\n订单号：A-1001\n```')).toBe(
      '优惠码 VIP2026 下单时填写\n订单号：A-1001',
    );
  });

  it('keeps headings, quotes and images as their words; tags lose their marks', () => {
    expect(plainText('## 售后政策\n> 七天无理由退货\n\n---\n![质保卡](https://a/b.png)')).toBe(
      '售后政策\n七天无理由退货\n质保卡',
    );
    expect(plainText('<b>加粗</b>的字')).toBe('加粗的字');
  });

  it('leaves plain chat text exactly as it is', () => {
    const text = '王姐您好，专业版 ¥399/年，今天下单送一个月。\n您看需要我帮您开通吗？';
    expect(plainText(text)).toBe(text);
  });
});

describe('previewText', () => {
  it('keeps the words of a Markdown answer on one line, without its marks', () => {
    expect(
      previewText('**离线应答**：当前还没有配置\n\n1. 打开 **设置 → 模型**；\n2. 设置 `LLM_MODEL`'),
    ).toBe('离线应答：当前还没有配置 1. 打开 设置 → 模型； 2. 设置 LLM_MODEL');
    expect(previewText('# 标题\n> 引用 [链接](https://example.com) ![图](a.png)')).toBe(
      '标题 引用 链接 图',
    );
    expect(previewText(PRICED_REPLY)).toBe(
      '王姐您好！ 这两款的区别我给您列一下： 套餐 · 价格 · 适合 基础版 · ¥199/年 · 个人店铺 专业版 · ¥399/年 · 5 人以内团队 您看哪个更合适？',
    );
  });

  it('leaves plain text as it is; of a tag only its words stay', () => {
    expect(previewText('退货运费谁出？ 2*3=6')).toBe('退货运费谁出？ 2*3=6');
    expect(previewText('<b>加粗</b>的字')).toBe('加粗的字');
  });
});
