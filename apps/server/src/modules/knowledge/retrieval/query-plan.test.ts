import { describe, expect, it } from 'vitest';
import { addPieces, phrasingsOf, strategyQuery, wordsOf } from './query-plan';

const none = new Set<string>();

describe('phrasingsOf', () => {
  it("gives each of the question's words its synonyms, and each rephrasing its own words", () => {
    const phrasings = phrasingsOf('海外能用吗', {
      synonyms: new Map([['海外', ['境外', '国外', '海外']]]),
      alternatives: ['在境外可以使用吗', '海外能用吗'],
    });
    expect(phrasings).toEqual([
      {
        units: [
          { word: '海外', synonyms: ['境外', '国外'] },
          { word: '用', synonyms: [] },
        ],
        weight: 1,
      },
      {
        units: [
          { word: '境外', synonyms: [] },
          { word: '使用', synonyms: [] },
        ],
        weight: 0.9,
      },
    ]);
    expect(wordsOf(phrasings)).toEqual(['海外', '境外', '国外', '用', '使用']);
  });
  it('searches the question again with a synonym put in for a word the segmenter splits', () => {
    // A phrase the team entered is not one of the question's words.
    const phrasings = phrasingsOf('海外订单怎么退钱', {
      synonyms: new Map([['订单怎么退钱', ['退款流程']]]),
      alternatives: [],
    });
    expect(phrasings).toHaveLength(2);
    expect(phrasings[1]!.units.map((u) => u.word)).toEqual(
      expect.arrayContaining(['海外', '退款', '流程']),
    );
    expect(phrasings.slice(1).every((p) => p.weight === 0.9)).toBe(true);
  });
});

describe('addPieces', () => {
  it('matches a word no passage holds by its characters and pairs, stop words left out', () => {
    const phrasings = phrasingsOf('游泳池能带娃吗');
    const held = new Set(['娃', '带', '能']);
    addPieces(phrasings, (word) => !held.has(word));
    const units = phrasings[0]!.units;
    expect(units.find((u) => u.word === '游泳池')!.pieces).toEqual({
      pairs: ['游泳', '泳池'],
      chars: ['游', '泳', '池'],
    });
    // jieba's 能带 is the stop word 能 glued to 带.
    expect(units.find((u) => u.word === '能带')!.pieces).toEqual({ pairs: [], chars: ['带'] });
    expect(wordsOf(phrasings)).toEqual(expect.arrayContaining(['泳池', '游', '池']));
  });

  it('leaves a word whose synonym some passage holds as it is', () => {
    const phrasings = phrasingsOf('付钱', {
      synonyms: new Map([['付钱', ['付款']]]),
      alternatives: [],
    });
    addPieces(phrasings, (word) => word !== '付款');
    expect(phrasings[0]!.units[0]!.pieces).toBeUndefined();
  });
});

describe('strategyQuery', () => {
  it('asks for every word, then any two, then any word or piece', () => {
    const phrasings = phrasingsOf('退货的运费是谁承担的');
    expect(phrasings[0]!.units.map((u) => u.word)).toEqual(['退货', '运费', '承担']);
    expect(strategyQuery(phrasings, 'all', none)).toBe("('退货') & ('运费') & ('承担')");
    expect(strategyQuery(phrasings, 'atLeastTwo', none)).toBe(
      "(('退货') & ('运费')) | (('退货') & ('承担')) | (('运费') & ('承担'))",
    );
    expect(strategyQuery(phrasings, 'any', none)).toBe("('退货') | ('运费') | ('承担')");
  });

  it('leaves common words out of loose searches unless nothing else is left', () => {
    const phrasings = phrasingsOf('手机 退货 运费');
    const common = new Set(['手机']);
    expect(strategyQuery(phrasings, 'any', common)).toBe("('退货') | ('运费')");
    expect(strategyQuery(phrasingsOf('手机'), 'any', common)).toBe("('手机')");
  });

  it('asks strictly for all characters of a word no passage holds, loosely for any piece', () => {
    const phrasings = phrasingsOf('拆开');
    addPieces(phrasings, () => true);
    expect(strategyQuery(phrasings, 'all', none)).toBe("('拆' & '开')");
    expect(strategyQuery(phrasings, 'any', none)).toBe("('拆开' | '拆' | '开')");
  });

  it('searches the rephrasings beside the question', () => {
    const phrasings = phrasingsOf('付钱', { synonyms: new Map(), alternatives: ['付款方式'] });
    expect(strategyQuery(phrasings, 'all', none)).toBe("('付钱') | (('付款') & ('方式'))");
  });
});
