import { describe, expect, it } from 'vitest';
import { toProviderPrompt } from './prompt';

describe('toProviderPrompt', () => {
  it('keeps roles, order, text and image bytes', () => {
    const image = new Uint8Array([137, 80, 78, 71]);
    expect(
      toProviderPrompt([
        { role: 'system', content: '你是助手' },
        { role: 'user', content: '第一问' },
        { role: 'assistant', content: '第一答' },
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
      { role: 'user', content: [{ type: 'text', text: '第一问' }] },
      { role: 'assistant', content: [{ type: 'text', text: '第一答' }] },
      {
        role: 'user',
        content: [
          { type: 'text', text: '看图' },
          { type: 'file', data: image, mediaType: 'image/webp' },
        ],
      },
    ]);
  });
});
