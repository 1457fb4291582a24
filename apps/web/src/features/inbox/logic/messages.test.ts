import { describe, expect, it } from 'vitest';
import { conversationMessages, message } from '../testing/fixtures';
import { compareIds, lastMessageId, mergeMessages, questionBefore } from './messages';

describe('conversation messages', () => {
  it('order ids as numbers', () => {
    expect(['100', '99', '1000'].sort(compareIds)).toEqual(['99', '100', '1000']);
  });

  it('keep one copy of each message, the newest, in order', () => {
    const finished = message({ id: '102', role: 'bot', content: '完整的回答' });
    const merged = mergeMessages(conversationMessages, [
      message({ id: '104', content: '新消息' }),
      finished,
      message({ id: '104', content: '新消息' }),
    ]);
    expect(merged.map((m) => m.id)).toEqual(['101', '102', '103', '104']);
    expect(merged[1]).toBe(finished);
    expect(lastMessageId(merged)).toBe('104');
    expect(lastMessageId([])).toBe('0');
  });

  it('find the question an answer replied to', () => {
    expect(questionBefore(conversationMessages, '102')).toBe('退货怎么办理？');
    expect(questionBefore(conversationMessages, '101')).toBe('');
  });
});
