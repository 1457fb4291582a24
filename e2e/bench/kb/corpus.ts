/**
 * Synthetic Chinese passages for the retrieval benchmark: words drawn from jieba's dictionary
 * with its real frequencies, so common words are common and rare ones rare, and questions
 * written as people write them (stop words, 2–12 words) about a passage that exists.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A small seeded generator (mulberry32): the same corpus on every run. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface WordSampler {
  pick(): string;
}

/** Words of jieba's dictionary, drawn in proportion to their frequency. */
export function dictionarySampler(next: () => number): WordSampler {
  const { dict } = require('@node-rs/jieba/dict') as { dict: Buffer };
  const words: string[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const line of dict.toString('utf8').split('\n')) {
    const [word, freq] = line.split(' ');
    // Chinese words only: the dictionary also holds Latin and digit entries.
    if (!word || !freq || !/^[\u4e00-\u9fff]{2,4}$/.test(word)) continue;
    total += Number(freq);
    words.push(word);
    cumulative.push(total);
  }
  return {
    pick() {
      const target = next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! < target) lo = mid + 1;
        else hi = mid;
      }
      return words[lo]!;
    },
  };
}

const FUNCTION_WORDS = ['的', '了', '和', '在', '是', '与', '对', '把', '将', '也'];

/** A passage of about `chars` characters: sentences of dictionary words and function words. */
export function passage(words: WordSampler, next: () => number, chars = 300): string {
  let text = '';
  while (text.length < chars) {
    const length = 6 + Math.floor(next() * 10);
    const sentence: string[] = [];
    for (let i = 0; i < length; i++) {
      sentence.push(words.pick());
      if (next() < 0.3) sentence.push(FUNCTION_WORDS[Math.floor(next() * FUNCTION_WORDS.length)]!);
    }
    text += `${sentence.join('')}${next() < 0.7 ? '，' : '。'}`;
  }
  return text;
}

const TEMPLATES = [
  (w: string[]) => `请问${w.join('的')}是怎么回事？`,
  (w: string[]) => `我想知道${w.join('和')}有什么关系`,
  (w: string[]) => `${w.join('')}如何处理`,
  (w: string[]) => `能不能告诉我一下${w.join('、')}的情况啊？`,
  (w: string[]) => `关于${w.join('，')}，应该怎么做呢`,
];

/** A question about `text`: 2–5 of its words in a template of stop words. */
export function questionAbout(text: string, segment: (t: string) => string[], next: () => number) {
  const candidates = segment(text).filter((w) => /^[\u4e00-\u9fff]{2,}$/.test(w));
  const count = 2 + Math.floor(next() * 4);
  const picked: string[] = [];
  for (let i = 0; i < count && candidates.length > 0; i++)
    picked.push(candidates[Math.floor(next() * candidates.length)]!);
  return TEMPLATES[Math.floor(next() * TEMPLATES.length)]!(picked);
}
