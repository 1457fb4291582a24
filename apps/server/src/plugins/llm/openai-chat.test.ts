import { describe, expect, it } from 'vitest';
import { toOpenAIMessages } from './openai-chat';

describe('toOpenAIMessages', () => {
  it('keeps roles, order and text, and sends images as data URLs', () => {
    const image = new Uint8Array([137, 80, 78, 71]);
    expect(
      toOpenAIMessages([
        { role: 'system', content: '你是助手' },
        { role: 'user', content: '第一问' },
        { role: 'assistant', content: [{ type: 'text', text: '第一答' }] },
        { role: 'user', content: [{ type: 'text', text: '只有文字' }] },
        {
          role: 'user',
          content: [
            { type: 'text', text: '看图' },
            { type: 'image', image, mediaType: 'image/webp' },
          ],
        },
      ]),
    ).toEqual([
      { role: 'system', content: '你是助手' },
      { role: 'user', content: '第一问' },
      { role: 'assistant', content: '第一答' },
      { role: 'user', content: '只有文字' },
      {
        role: 'user',
        content: [
          { type: 'text', text: '看图' },
          { type: 'image_url', image_url: { url: 'data:image/webp;base64,iVBORw==' } },
        ],
      },
    ]);
  });
});
