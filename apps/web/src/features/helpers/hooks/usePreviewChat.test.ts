import { describe, expect, it } from 'vitest';
import { PREVIEW_MESSAGES_MAX } from '@miaoyu/contracts/helper-use';
import { conversationSoFar, type PreviewMessage } from './usePreviewChat';

let id = 0;
const msg = (
  role: PreviewMessage['role'],
  content: string,
  state: PreviewMessage['state'] = 'done',
) => ({
  id: (id += 1),
  role,
  content,
  citations: [],
  state,
  error: '',
});

describe('the preview conversation sent with a question', () => {
  it('leaves out turns without an answer and keeps stopped answers', () => {
    expect(
      conversationSoFar([
        msg('user', '一'),
        msg('assistant', '', 'error'),
        msg('user', '二'),
        msg('assistant', '半个回答', 'stopped'),
      ]),
    ).toEqual([
      { role: 'user', content: '二' },
      { role: 'assistant', content: '半个回答' },
    ]);
  });

  it('keeps the latest whole turns that the endpoint takes', () => {
    const list = Array.from({ length: 30 }, (_, i) => [
      msg('user', `问${i}`),
      msg('assistant', `答${i}`),
    ]).flat();
    const sent = conversationSoFar(list);
    expect(sent).toHaveLength(PREVIEW_MESSAGES_MAX);
    expect(sent[0]).toEqual({ role: 'user', content: '问20' });
    expect(sent.at(-1)).toEqual({ role: 'assistant', content: '答29' });
  });
});
