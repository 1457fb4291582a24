import { describe, expect, it } from 'vitest';
import { cleanOcrText } from './clean-text';

describe('cleanOcrText', () => {
  it('removes the spaces OCR puts between Chinese characters', () => {
    expect(cleanOcrText('你 好 ， 请 问 有 货 吗 ?')).toBe('你好，请问有货吗？');
  });

  it('keeps Latin words apart and numbers as written', () => {
    expect(cleanOcrText('ThinkPad X1 Carbon 多少钱')).toBe('ThinkPad X1 Carbon 多少钱');
    expect(cleanOcrText('活动价 ¥2,499，3.5 折')).toBe('活动价 ¥2,499，3.5 折');
    expect(cleanOcrText('Yes, shipping takes 3-5 days')).toBe('Yes, shipping takes 3-5 days');
  });

  it('joins the lines of a bubble, with a space only between Latin words', () => {
    expect(cleanOcrText('如果数量到\n100 台')).toBe('如果数量到100 台');
    expect(cleanOcrText('How much for\nthe 256GB')).toBe('How much for the 256GB');
  });

  it('reads a misread yen sign before an amount as ¥', () => {
    expect(cleanOcrText('年卡 Y399')).toBe('年卡 ¥399');
    expect(cleanOcrText('一共半580')).toBe('一共¥580');
    // Only where a line starts: a question before a number stays one.
    expect(cleanOcrText('两瓶一共\n?580')).toBe('两瓶一共¥580');
    expect(cleanOcrText('多少钱?580 吗')).toBe('多少钱？580 吗');
    expect(cleanOcrText('活动价￥3,299，原价¥4,599')).toBe('活动价¥3,299，原价¥4,599');
  });

  it('turns full-width letters and digits into ASCII and drops lone punctuation', () => {
    expect(cleanOcrText('ＯＫ １２３')).toBe('OK 123');
    expect(cleanOcrText(' 。 , ')).toBe('');
  });
});

describe('cleanOcrText between numbers', () => {
  it('makes a full-width thousands separator half-width', () => {
    expect(cleanOcrText('¥2，499 元')).toBe('¥2,499 元');
    expect(cleanOcrText('10：00 到')).toBe('10:00 到');
  });
});
