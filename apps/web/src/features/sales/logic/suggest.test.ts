import { describe, expect, it } from 'vitest';
import type { SaleSuggestion } from '@miaoyu/contracts/sales';
import { idleSuggest, suggestReducer, type SuggestAction, type SuggestState } from './suggest';

const run = (actions: SuggestAction[], from: SuggestState = idleSuggest) =>
  actions.reduce(suggestReducer, from);

const start: SuggestAction = {
  event: 'start',
  data: { suggestionId: '', model: 'stub', tones: ['warm', 'professional', 'brief'] },
};

describe('suggestReducer', () => {
  it('fills three replies from interleaved deltas, each by its index', () => {
    const state = run([
      { event: 'begin' },
      start,
      { event: 'delta', data: { index: 0, content: '您好' } },
      { event: 'delta', data: { index: 2, content: '好的' } },
      { event: 'delta', data: { index: 1, content: '感谢' } },
      { event: 'delta', data: { index: 0, content: '，王女士' } },
      { event: 'delta', data: { index: 2, content: '。' } },
    ]);
    expect(state.status).toBe('streaming');
    expect(state.model).toBe('stub');
    expect(state.replies.map((r) => r.text)).toEqual(['您好，王女士', '感谢', '好的。']);
    expect(state.replies.every((r) => !r.complete)).toBe(true);
  });

  it("keeps the one reply of a helper's scene, in the tone the server names", () => {
    const state = run([
      { event: 'begin' },
      { event: 'start', data: { suggestionId: '', model: '', tones: ['professional'] } },
      { event: 'delta', data: { index: 0, content: '您更关心哪种付费方式？' } },
    ]);
    expect(state.replies).toEqual([
      { tone: 'professional', text: '您更关心哪种付费方式？', complete: false },
    ]);
  });

  it('ignores a delta for an index it does not have', () => {
    const state = run([
      { event: 'begin' },
      start,
      { event: 'delta', data: { index: 5, content: 'x' } },
    ]);
    expect(state.replies.map((r) => r.text)).toEqual(['', '', '']);
  });

  it('marks a reply whole when its reply event arrives, with the final text', () => {
    const state = run([
      { event: 'begin' },
      start,
      { event: 'delta', data: { index: 1, content: '感' } },
      { event: 'reply', data: { index: 1, text: '感谢您的信任' } },
    ]);
    expect(state.replies[1]).toEqual({
      tone: 'professional',
      text: '感谢您的信任',
      complete: true,
    });
    expect(state.replies[0]!.complete).toBe(false);
  });

  it('keeps the citations and takes the stored suggestion on done', () => {
    const citation = { title: '话术', excerpt: '先问预算', source: 'f1' };
    const suggestion: SaleSuggestion = {
      id: '42',
      replies: [
        { tone: 'warm', text: 'a' },
        { tone: 'professional', text: 'b' },
        { tone: 'brief', text: 'c' },
      ],
      citations: [],
      model: 'stub',
      sentIndex: null,
      sentText: null,
      sentAt: null,
      createdAt: '2025-01-01T00:00:00Z',
    };
    const state = run([
      { event: 'begin' },
      start,
      { event: 'citations', data: { citations: [citation] } },
      { event: 'done', data: { suggestion } },
    ]);
    expect(state.status).toBe('done');
    expect(state.suggestionId).toBe('42');
    expect(state.citations).toEqual([citation]);
    expect(state.replies.map((r) => [r.text, r.complete])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
    ]);
  });

  it('keeps what streamed when stopped, and reports errors and cut streams', () => {
    const partial = run([
      { event: 'begin' },
      start,
      { event: 'delta', data: { index: 0, content: '您' } },
    ]);
    const stopped = suggestReducer(partial, { event: 'stopped' });
    expect(stopped.status).toBe('stopped');
    expect(stopped.replies[0]!.text).toBe('您');

    const failed = suggestReducer(partial, {
      event: 'error',
      data: { code: 'SALE_NO_MODEL', message: '还没有可用的大模型' },
    });
    expect(failed.status).toBe('failed');
    expect(failed.error).toEqual({ code: 'SALE_NO_MODEL', message: '还没有可用的大模型' });

    const cut = suggestReducer(partial, { event: 'cut', data: { message: '连接中断' } });
    expect(cut.error?.code).toBe('cut');
    // A stop after the end changes nothing.
    expect(suggestReducer(failed, { event: 'stopped' })).toBe(failed);
  });

  it('begins afresh with three empty replies in the contract tones', () => {
    const done = run([
      { event: 'begin' },
      start,
      { event: 'delta', data: { index: 0, content: 'x' } },
    ]);
    const again = suggestReducer(done, { event: 'begin' });
    expect(again.replies.map((r) => [r.tone, r.text])).toEqual([
      ['warm', ''],
      ['professional', ''],
      ['brief', ''],
    ]);
    expect(again.error).toBeNull();
  });
});
