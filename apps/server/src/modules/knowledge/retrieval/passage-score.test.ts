import { describe, expect, it } from 'vitest';
import { normalizeText } from '../indexing/segmenter';
import { occurrences, scorePassage, type TermStatistics } from './passage-score';
import { addPieces, phrasingsOf } from './query-plan';

const stats = (total: number, counts: Record<string, number>): TermStatistics => ({
  total,
  counts: new Map(Object.entries(counts)),
});

const score = (question: string, text: string, s: TermStatistics, synonyms = {}) => {
  const phrasings = phrasingsOf(question, {
    synonyms: new Map(Object.entries(synonyms)),
    alternatives: [],
  });
  addPieces(phrasings, (w) => (s.counts.get(w) ?? 0) === 0);
  return scorePassage(normalizeText(text), '', phrasings, s, text.length);
};

describe('scorePassage', () => {
  // Every passage of a phone's manual says its name; few say how to change the battery.
  const manual = stats(200, { 星河: 180, x5: 180, 电池: 12, 更换: 6, 费用: 9 });

  it("ranks the passage with the question's rare words above the one repeating the product name", () => {
    const question = '星河X5 更换电池的费用';
    const rare = score(question, '更换电池需到服务网点，费用为 199 元。', manual);
    const name = score(
      question,
      '星河X5 星河X5 星河X5 的屏幕是 6.7 英寸，星河X5 支持 5G。',
      manual,
    );
    expect(rare.score).toBeGreaterThan(0.8);
    expect(name.score).toBeLessThan(0.1);
  });

  it('is 1 for a passage holding every word and 0 for one holding none, whatever the question', () => {
    expect(score('更换电池', '电池更换：到网点更换电池。', manual).score).toBe(1);
    expect(score('更换电池', '屏幕是 6.7 英寸。', manual).score).toBe(0);
  });

  it('counts a synonym a little less than the word, and finds nothing without it', () => {
    const s = stats(100, { 境外: 3, 使用: 40, 海外: 0, 海: 1, 外: 12 });
    const text = '本卡可在境外使用。';
    const without = score('海外使用', text, s).score;
    expect(without).toBeLessThan(0.5);
    const withSynonym = score('海外使用', text, s, { 海外: ['境外'] }).score;
    expect(withSynonym).toBeGreaterThan(0.7);
    expect(withSynonym).toBeGreaterThan(without);
    expect(withSynonym).toBeLessThan(1);
  });

  it('credits a colloquial word no passage holds by the characters it shares (拆开 / 拆封)', () => {
    const s = stats(100, { 拆开: 0, 拆: 2, 开: 30, 退货: 5 });
    const found = score('拆开了还能退货吗', '商品未拆封可以退货。', s).score;
    const other = score('拆开了还能退货吗', '门店早上八点开门。', s).score;
    expect(found).toBeGreaterThan(0.5);
    expect(other).toBeLessThan(0.15);
  });
});

describe('occurrences', () => {
  it('counts Chinese anywhere, a Latin word only as a whole word', () => {
    expect(occurrences('退款退款', '退款')).toBe(2);
    expect(occurrences('category cat', 'cat')).toBe(1);
    expect(occurrences('e08 表示', 'e08')).toBe(1);
  });
});
