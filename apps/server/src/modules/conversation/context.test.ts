import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../plugins/storage/types';
import type { ModelTarget } from '../../plugins/llm/gateway';
import { buildModelMessages, estimateTokens, fitToBudget, withPassages } from './context';
import type { ContextMessage } from './context.repo';

function target(contextSize: number, vision = false): ModelTarget {
  return {
    ref: 'env:m',
    model: 'm',
    providerName: 'p',
    baseUrl: 'http://example.com/v1',
    apiKey: '',
    vision,
    contextSize,
    checkHost: false,
  };
}

function storage(files: Record<string, Buffer> = {}): FileStorage {
  return {
    kind: 'local',
    put: async () => undefined,
    get: async (key) => files[key] ?? null,
    delete: async () => undefined,
    deletePrefix: async () => 0,
    list: async function* () {
      yield* [];
    },
    read: async () => null,
    write: async () => undefined,
  };
}

function row(role: 'user' | 'assistant', content: string): ContextMessage {
  return { role, content, attachments: [] };
}

describe('estimateTokens', () => {
  it('counts about one token per CJK character and per 4 bytes of other text', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('长城')).toBe(2);
    expect(estimateTokens('长城abcd')).toBe(3);
    expect(estimateTokens('x'.repeat(400))).toBe(100);
    expect(estimateTokens('汉'.repeat(300))).toBe(300);
  });
});

describe('fitToBudget', () => {
  it('leaves text within the budget alone', () => {
    expect(fitToBudget('short text', 100)).toBe('short text');
  });

  it('cuts longer text to the budget and says so', () => {
    const text = 'word '.repeat(1000);
    const cut = fitToBudget(text, 50);
    expect(cut).toMatch(/\n\[… truncated to fit the model's context\]$/);
    const kept = cut.replace(/\n\[… truncated.*$/, '');
    expect(text.startsWith(kept)).toBe(true);
    expect(estimateTokens(kept)).toBeLessThanOrEqual(50);
    expect(estimateTokens(kept)).toBeGreaterThanOrEqual(48);
    expect(fitToBudget('汉'.repeat(100), 10).startsWith('汉'.repeat(10) + '\n')).toBe(true);
    expect(fitToBudget('abc', 0)).toMatch(/^\n\[… truncated/);
  });
});

describe('buildModelMessages', () => {
  it('puts the topic first, then history oldest first, then the question', async () => {
    const messages = await buildModelMessages({
      storage: storage(),
      target: target(32_768),
      topic: '你是翻译',
      history: [
        row('user', '一'),
        row('assistant', '答一'),
        row('user', '二'),
        row('assistant', '答二'),
      ],
      question: { content: '三', attachments: [] },
    });
    expect(messages).toEqual([
      { role: 'system', content: '你是翻译' },
      { role: 'user', content: '一' },
      { role: 'assistant', content: '答一' },
      { role: 'user', content: '二' },
      { role: 'assistant', content: '答二' },
      { role: 'user', content: '三' },
    ]);
  });

  it('drops the oldest history beyond the budget and keeps the newest', async () => {
    // 4,000-token window: three quarters (3,000) for the prompt. Each old message costs 1,000.
    const long = (c: string) => c.repeat(4000);
    const messages = await buildModelMessages({
      storage: storage(),
      target: target(4000),
      topic: '',
      history: [
        row('user', long('a')),
        row('assistant', long('b')),
        row('user', long('c')),
        row('assistant', long('d')),
      ],
      question: { content: '问题', attachments: [] },
    });
    expect(messages.map((m) => [m.role, String(m.content).slice(0, 1)])).toEqual([
      ['user', 'c'],
      ['assistant', 'd'],
      ['user', '问'],
    ]);
    const tiny = await buildModelMessages({
      storage: storage(),
      target: target(1024),
      topic: '系统',
      history: [row('user', long('a')), row('assistant', 'short')],
      question: { content: '问题', attachments: [] },
    });
    // A message that does not fit stops the walk: nothing older than it is sent either.
    expect(tiny).toEqual([
      { role: 'system', content: '系统' },
      { role: 'assistant', content: 'short' },
      { role: 'user', content: '问题' },
    ]);
  });

  it('puts text files before the question, truncated to what is left', async () => {
    const files = { 'chat/f1': Buffer.from('x'.repeat(40_000)), 'chat/f2': Buffer.from('小文件') };
    const attachments = [
      {
        code: 'f1',
        kind: 'text' as const,
        name: 'big.log',
        size: 40_000,
        contentType: 'text/plain',
      },
      { code: 'f2', kind: 'text' as const, name: 'small.md', size: 9, contentType: 'text/plain' },
      { code: 'gone', kind: 'text' as const, name: 'gone.md', size: 1, contentType: 'text/plain' },
    ];
    const [message] = await buildModelMessages({
      storage: storage(files),
      target: target(4000),
      topic: '',
      history: [],
      question: { content: '总结', attachments },
    });
    const text = message!.content as string;
    expect(text.startsWith('File: big.log\n```\nxxx')).toBe(true);
    expect(text).toContain("[… truncated to fit the model's context]");
    expect(text).toContain('File: small.md');
    expect(text).not.toContain('gone.md');
    expect(text.endsWith('\n\n总结')).toBe(true);
    expect(estimateTokens(text)).toBeLessThanOrEqual(3000 + 50);
  });

  it('sends images to a vision model only', async () => {
    const png = Buffer.from('89504e47', 'hex');
    const attachments = [
      { code: 'i1', kind: 'image' as const, name: 'a.png', size: 4, contentType: 'image/png' },
    ];
    const input = {
      storage: storage({ 'chat/i1': png }),
      topic: '',
      history: [],
      question: { content: '看图', attachments },
    };
    const [withVision] = await buildModelMessages({ ...input, target: target(8192, true) });
    expect(withVision!.content).toEqual([
      { type: 'text', text: '看图' },
      { type: 'image', image: new Uint8Array(png), mediaType: 'image/png' },
    ]);
    const [without] = await buildModelMessages({ ...input, target: target(8192, false) });
    expect(without!.content).toBe('看图');
  });
});

describe('withPassages', () => {
  const citation = (title: string) => ({ title, excerpt: '', source: title });
  it('adds numbered passages to the instruction, or as the instruction when there is none', () => {
    const passages = [
      { text: '第一段', citation: citation('甲') },
      { text: '第二段', citation: citation('乙') },
    ];
    const withTopic = withPassages(
      [
        { role: 'system', content: '你是客服' },
        { role: 'user', content: '问' },
      ],
      passages,
    );
    expect(withTopic).toHaveLength(2);
    expect(withTopic[0]!.content).toMatch(
      /^你是客服\n\n.*\n\n\[1\] 甲\n第一段\n\n\[2\] 乙\n第二段$/s,
    );
    const bare = withPassages([{ role: 'user', content: '问' }], passages);
    expect(bare.map((m) => m.role)).toEqual(['system', 'user']);
    expect(withPassages(bare, [])).toBe(bare);
  });
});
