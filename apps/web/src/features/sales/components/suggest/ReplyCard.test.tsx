import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithQuery } from '@/test/render';
import { saleChatFixture } from '../../testing/fixtures';
import { ReplyCard } from './ReplyCard';

/** A reply as a model writes it when it forgets it is writing a chat message. */
const MARKDOWN_REPLY = [
  '**赵先生您好！** 两款净水器的区别：',
  '',
  '| 型号 | 价格 | 滤芯 |',
  '|---|---|---|',
  '| A1 | ¥1999 | 一年一换 |',
  '| A2 | ¥2999 | 两年一换 |',
  '',
  '1. 首年滤芯免费',
  '2. 详情看[活动页](https://shop.example.com/a2)',
].join('\n');

const PLAIN_REPLY = [
  '赵先生您好！ 两款净水器的区别：',
  '型号 · 价格 · 滤芯',
  'A1 · ¥1999 · 一年一换',
  'A2 · ¥2999 · 两年一换',
  '1. 首年滤芯免费',
  '2. 详情看活动页 https://shop.example.com/a2',
].join('\n');

describe('a suggested reply card', () => {
  it('shows and copies the reply as plain chat text, without Markdown marks', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
      Reflect.deleteProperty(window, 'isSecureContext');
    });
    renderWithQuery(
      <ReplyCard
        chat={saleChatFixture()}
        reply={{ tone: 'professional', text: MARKDOWN_REPLY, complete: true }}
        index={1}
        suggestionId="90"
        sentIndex={null}
        streaming={false}
      />,
    );
    const card = screen.getByTestId('sale-reply');
    const shown = card.querySelector('p')!.textContent!;
    expect(shown).toBe(PLAIN_REPLY);
    for (const mark of ['**', '|', '---', '](']) expect(shown).not.toContain(mark);

    fireEvent.click(screen.getByRole('button', { name: /复制/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(PLAIN_REPLY));

    // Editing starts from the same plain text.
    fireEvent.click(screen.getByRole('button', { name: /修改/ }));
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe(PLAIN_REPLY);
  });
});
