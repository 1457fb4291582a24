import { describe, expect, it } from 'vitest';
import { salePrompt, type SalePromptInput } from './prompt';

const INPUT: SalePromptInput = {
  instruction: '你是清源净水的销售顾问。',
  customerName: '赵先生',
  notes: '',
  dialogue: [{ speaker: 'customer', text: '两款有什么区别？' }],
  earlier: [],
  sent: [],
  passages: [],
};

describe('salePrompt', () => {
  it.each([
    ['zh-CN', ['纯文字', '不要用 Markdown', '表格']],
    ['en-US', ['plain chat text', 'no Markdown', 'tables']],
  ] as const)('asks in %s for plain chat text, without Markdown', (locale, words) => {
    for (const tone of ['warm', 'professional', 'brief'] as const) {
      const [system] = salePrompt(INPUT, tone, locale);
      for (const word of words) expect(String(system!.content)).toContain(word);
    }
  });
});
