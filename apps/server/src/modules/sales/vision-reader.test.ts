import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { turnsFromAnswer } from './vision-reader';

const codeOf = (answer: string) => {
  try {
    turnsFromAnswer(answer);
    return 'none';
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
};

describe('turns from a vision model’s answer', () => {
  it('reads the JSON array inside prose or a code fence, trimming the texts', () => {
    const answer =
      '好的，识别结果如下：\n```json\n[{"speaker":"customer","text":" 多少钱？ "},{"speaker":"me","text":"¥299"}]\n```';
    expect(turnsFromAnswer(answer)).toEqual([
      { speaker: 'customer', text: '多少钱？' },
      { speaker: 'me', text: '¥299' },
    ]);
  });

  it('says no chat was found for an empty list or an answer without one', () => {
    expect(codeOf('[]')).toBe('SALE_PIC_NO_CHAT');
    expect(codeOf('这张图片不是聊天截图。')).toBe('SALE_PIC_NO_CHAT');
  });

  it('refuses broken JSON, unknown speakers and empty texts rather than guessing', () => {
    expect(codeOf('[{"speaker":"customer","text":"hi"')).toBe('SALE_PIC_NO_CHAT');
    expect(codeOf('[{"speaker":"customer","text":"hi"},]')).toBe('SALE_READER_UNAVAILABLE');
    expect(codeOf('[{"speaker":"boss","text":"hi"}]')).toBe('SALE_READER_UNAVAILABLE');
    expect(codeOf('[{"speaker":"me","text":"  "}]')).toBe('SALE_READER_UNAVAILABLE');
    expect(codeOf('{"speaker":"me","text":"hi"}')).toBe('SALE_PIC_NO_CHAT');
  });
});
