import { describe, expect, it } from 'vitest';
import type { Turn } from './read-screenshot';
import { stitchTurns, textDifference } from './stitch';

const c = (text: string): Turn => ({ speaker: 'customer', text });
const m = (text: string): Turn => ({ speaker: 'me', text });

describe('stitchTurns', () => {
  it('keeps the turns two screenshots share once', () => {
    const first = [c('你好'), m('您好，请问需要什么？'), c('这款多少钱'), m('¥2,499')];
    const second = [c('这款多少钱'), m('¥2,499'), c('能包邮吗'), m('可以')];
    expect(stitchTurns([first, second])).toEqual([...first, c('能包邮吗'), m('可以')]);
  });

  it('takes the overlap even when OCR read the repeated turns a little differently', () => {
    const first = [c('滤芯多久换一次'), m('PP 棉 6 个月，RO 膜 3 年左右')];
    const second = [c('滤芯多久换一次'), m('PP棉6个月,RO膜3年左石'), c('贵不贵')];
    expect(stitchTurns([first, second])).toEqual([...first, c('贵不贵')]);
  });

  it('prefers the longest overlap', () => {
    const first = [c('好的'), m('收到'), c('好的'), m('收到')];
    const second = [c('好的'), m('收到'), c('好的'), m('收到'), c('再见')];
    expect(stitchTurns([first, second])).toHaveLength(5);
  });

  it('does not join turns of another speaker or another text', () => {
    const first = [c('在吗'), m('在的')];
    expect(stitchTurns([first, [c('在的'), m('您说')]])).toHaveLength(4);
    expect(stitchTurns([first, [m('完全不同的一句话'), m('您说')]])).toHaveLength(4);
  });

  it('joins three pictures and copes with empty ones', () => {
    const pictures = [[c('一'), m('二')], [], [m('二'), c('三')], [c('三'), m('四')]];
    expect(stitchTurns(pictures).map((t) => t.text)).toEqual(['一', '二', '三', '四']);
    expect(stitchTurns([])).toEqual([]);
  });
});

describe('textDifference', () => {
  it('ignores spaces and the width of punctuation', () => {
    expect(textDifference('好的， 谢谢!', '好的,谢谢！')).toBe(0);
    expect(textDifference('abc', 'abd')).toBeCloseTo(1 / 3);
  });
});
