import { describe, expect, it } from 'vitest';
import { hanCharacters, indexTokens, lexeme, MAX_QUERY_TERMS, queryTerms } from './segmenter';

describe('indexTokens', () => {
  it('cuts Chinese into dictionary words and adds the words inside long ones', () => {
    const words = indexTokens('如何上传文件到数据库？南京市长江大桥').split(' ');
    expect(words).toEqual(
      expect.arrayContaining(['上传', '文件', '数据库', '数据', '长江大桥', '长江', '大桥']),
    );
  });

  it("adds each Chinese character and character pair, so a question's 退 finds 退款", () => {
    const words = indexTokens('未拆封可以退款，退款三天到账').split(' ');
    expect(words).toEqual(expect.arrayContaining(['退', '退款', '拆', '拆封', '封可', '到账']));
    // Each word once: ranking counts occurrences in the text itself.
    expect(words.filter((w) => w === '退款')).toHaveLength(1);
    expect(indexTokens('api key')).toBe('api key');
  });

  it('folds full-width and upper-case letters and drops punctuation', () => {
    expect(indexTokens('ＡＰＩ Key：「设置」!')).toBe('api key 设置 设 置');
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

describe('lexeme', () => {
  it('quotes every word, so no word is read as tsquery syntax', () => {
    expect(["it's", 'a\\b', '!x&y|z'].map(lexeme).join(' & ')).toBe(
      "'it''s' & 'a\\\\b' & '!x&y|z'",
    );
  });
});

describe('hanCharacters', () => {
  it('keeps the Chinese characters of a word, each once', () => {
    expect(hanCharacters('拆开拆e3')).toEqual(['拆', '开']);
  });
});
