import { describe, expect, it } from 'vitest';
import type { Turn } from './read-screenshot';
import { editDistance, stitchTurns, textDifference } from './stitch';

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

/** The textbook dynamic programme, to check the banded one against. */
function plainDistance(a: string, b: string) {
  const [x, y] = [[...a], [...b]];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++)
      current.push(
        Math.min(
          previous[j]! + 1,
          current[j - 1]! + 1,
          previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
        ),
      );
    previous = current;
  }
  return previous[y.length]!;
}

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const HAN = '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动';
const text = (next: () => number, length: number, alphabet = HAN) =>
  Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');

describe('editDistance', () => {
  it('agrees with the plain dynamic programme, and says only "more" past its bound', () => {
    const next = random(7);
    for (let trial = 0; trial < 400; trial++) {
      const a = text(next, Math.floor(next() * 12), 'abc');
      const b = text(next, Math.floor(next() * 12), 'abc');
      const exact = plainDistance(a, b);
      expect(editDistance(a, b)).toBe(exact);
      const max = Math.floor(next() * 6);
      expect(editDistance(a, b, max)).toBe(Math.min(exact, max + 1));
    }
  });
});

describe('stitchTurns on large input', () => {
  const pictures = (count: number, turns: number, chars: number, make: (i: number) => string) => {
    let n = 0;
    return Array.from({ length: count }, () =>
      Array.from({ length: turns }, (): Turn => {
        const i = n++;
        return { speaker: i % 2 ? 'me' : 'customer', text: make(i) };
      }),
    );
  };

  it('joins 20 pictures of 300 turns of 2000 characters well under a second', () => {
    const next = random(11);
    const input = pictures(20, 300, 2000, () => text(next, 1800 + Math.floor(next() * 400)));
    const started = performance.now();
    expect(stitchTurns(input)).toHaveLength(6000);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('stays bounded when every text nearly matches (each a little too changed)', () => {
    const next = random(13);
    const base = text(next, 2000);
    // 30 % of the characters changed: just past what counts as the same message.
    const changed = () =>
      [...base].map((ch) => (next() < 0.3 ? HAN[Math.floor(next() * HAN.length)] : ch)).join('');
    const input = pictures(20, 300, 2000, changed);
    const started = performance.now();
    stitchTurns(input);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('still finds an overlap of long messages', () => {
    const next = random(17);
    const long = pictures(1, 6, 2000, () => text(next, 2000))[0]!;
    expect(stitchTurns([long.slice(0, 4), long.slice(2)])).toEqual(long);
  });
});
