import { describe, expect, it } from 'vitest';
import { buildTsQueries, indexTokens, innerTerms, MAX_QUERY_TERMS, queryTerms } from './segmenter';

describe('indexTokens', () => {
  it('cuts Chinese into dictionary words and adds the words inside long ones', () => {
    const words = indexTokens('如何上传文件到数据库？南京市长江大桥').split(' ');
    expect(words).toEqual(
      expect.arrayContaining(['上传', '文件', '数据库', '数据', '长江大桥', '长江', '大桥']),
    );
    expect(words).not.toContain('上');
  });

  it('folds full-width and upper-case letters and drops punctuation', () => {
    expect(indexTokens('ＡＰＩ Key：「设置」!')).toBe('api key 设置');
  });

  it('drops words too long to be words', () => {
    expect(indexTokens(`token ${'x'.repeat(200)} end`)).toBe('token end');
  });
});

describe('queryTerms', () => {
  it('drops the words that only say how a question is asked', () => {
    expect(queryTerms('请问退货的运费是谁承担的？')).toEqual(['退货', '运费', '承担']);
    expect(queryTerms('What is the refund policy?')).toEqual(['refund', 'policy']);
  });

  it('keeps each word once and at most a dozen', () => {
    expect(queryTerms('运费 运费 运费')).toEqual(['运费']);
    const many = '苹果 香蕉 橘子 葡萄 西瓜 草莓 菠萝 芒果 樱桃 柠檬 石榴 荔枝 龙眼 椰子';
    expect(queryTerms(many)).toHaveLength(MAX_QUERY_TERMS);
  });

  it('keeps stop words when the question is made only of them', () => {
    expect(queryTerms('是什么')).toEqual(['是', '什么']);
    expect(queryTerms('？！')).toEqual([]);
  });
});

describe('innerTerms', () => {
  it("finds the dictionary words inside the question's words, for the loosest search", () => {
    const terms = queryTerms('怎么开发票？');
    expect(terms).toEqual(['开发票']);
    expect(innerTerms('怎么开发票？', terms)).toContain('发票');
    expect(buildTsQueries(terms, ['发票']).any).toContain("'发票'");
    expect(buildTsQueries(terms, ['发票']).all).toBe("'开发票'");
  });
});

describe('buildTsQueries', () => {
  it('quotes every word, so no word is read as tsquery syntax', () => {
    const q = buildTsQueries(["it's", 'a\\b', '!x&y|z']);
    expect(q.all).toBe("'it''s' & 'a\\\\b' & '!x&y|z'");
  });

  it('asks for all words, any two, then any', () => {
    const q = buildTsQueries(['退货', '运费', '承担']);
    expect(q.all).toBe("'退货' & '运费' & '承担'");
    expect(q.atLeastTwo).toBe("('退货' & '运费') | ('退货' & '承担') | ('运费' & '承担')");
    expect(q.any).toBe("'退货' | '运费' | '承担'");
    expect(buildTsQueries(['退货', '运费']).atLeastTwo).toBeNull();
  });
});
