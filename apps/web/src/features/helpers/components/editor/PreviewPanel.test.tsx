import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeEditorServer } from './testing/fakeEditorServer';
import { renderEditor } from './testing/renderEditor';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openPreview() {
  renderEditor();
  await screen.findByText('已保存 · 版本 2');
  // Narrow screens (jsdom matches no media query) show settings and preview as tabs.
  fireEvent.click(screen.getByRole('radio', { name: '预览' }));
  return screen.getByRole('region', { name: '预览' });
}

function ask(question: string) {
  type('预览提问', question);
  fireEvent.keyDown(screen.getByLabelText('预览提问'), { key: 'Enter' });
}

type PreviewBody = {
  settings: { name: string; instruction: string; welcome: string };
  messages: { role: string; content: string }[];
  prompt: string;
  conversation: string;
};

// A whole editor renders in each test: slow on a busy machine.
describe('the live preview', { timeout: 15_000 }, () => {
  it('asks with the unsaved settings and the conversation so far, then starts over', async () => {
    const server = fakeEditorServer();
    renderEditor();
    await screen.findByText('已保存 · 版本 2');
    type('指令', '你是售前顾问，只谈价格。');
    type('欢迎语', '欢迎咨询价格！');
    fireEvent.click(screen.getByRole('radio', { name: '预览' }));
    const preview = screen.getByRole('region', { name: '预览' });
    expect(within(preview).getByText('欢迎咨询价格！')).toBeTruthy();

    fireEvent.click(within(preview).getByRole('button', { name: '有哪些套餐？' }));
    expect(await within(preview).findByText('答：有哪些套餐？')).toBeTruthy();
    ask('多少钱？');
    expect(await within(preview).findByText('答：多少钱？')).toBeTruthy();

    const bodies = server.sent('POST', '/helpers/preview').map((r) => r.body as PreviewBody);
    expect(bodies[0]).toMatchObject({
      settings: {
        name: '产品顾问',
        instruction: '你是售前顾问，只谈价格。',
        welcome: '欢迎咨询价格！',
      },
      messages: [],
      prompt: '有哪些套餐？',
    });
    expect(bodies[1]!.messages).toEqual([
      { role: 'user', content: '有哪些套餐？' },
      { role: 'assistant', content: '答：有哪些套餐？' },
    ]);
    // One id for the conversation: a scene's question is answered by its next turn.
    expect(bodies[0]!.conversation).toBeTruthy();
    expect(bodies[1]!.conversation).toBe(bodies[0]!.conversation);
    // The helper itself was not saved by previewing.
    expect(server.sent('PATCH', '/helpers/9')).toHaveLength(0);

    fireEvent.click(within(preview).getByRole('button', { name: '重置对话' }));
    expect(within(preview).queryByText('答：多少钱？')).toBeNull();
    expect(within(preview).getByRole('button', { name: '有哪些套餐？' })).toBeTruthy();
    ask('你好');
    await within(preview).findByText('答：你好');
    const restarted = server.sent('POST', '/helpers/preview')[2]!.body as PreviewBody;
    expect(restarted.messages).toEqual([]);
    expect(restarted.conversation).not.toBe(bodies[0]!.conversation);
  });

  it('shows the citations under an answer, and a passage as plain text', async () => {
    fakeEditorServer();
    const preview = await openPreview();
    ask('价格');
    fireEvent.click(await within(preview).findByRole('button', { name: '[1] 价目表.pdf' }));
    expect(within(preview).getByTestId('preview-excerpt').textContent).toBe('标准版每月 99 元');
  });

  it('shows a refusal in place, and settings that cannot be previewed', async () => {
    fakeEditorServer({
      override: (request) =>
        request.url.endsWith('/preview')
          ? [429, { code: 'RATE_LIMITED', message: '提问太频繁，请稍后再试' }]
          : undefined,
    });
    const preview = await openPreview();
    ask('你好');
    expect(await within(preview).findByText('提问太频繁，请稍后再试')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '设置' }));
    type('欢迎语', '欢'.repeat(501));
    fireEvent.click(screen.getByRole('radio', { name: '预览' }));
    ask('再问一次');
    expect(
      await within(preview).findByText('设置有误，暂时无法预览：欢迎语最多 500 个字符'),
    ).toBeTruthy();
  });

  it('stops a streaming answer and keeps what arrived', async () => {
    fakeEditorServer({
      preview: () => ['event: delta\ndata: {"content":"一半"}\n\n'],
      endless: true,
    });
    const preview = await openPreview();
    ask('讲个长故事');
    expect(await within(preview).findByText('一半')).toBeTruthy();
    fireEvent.click(within(preview).getByRole('button', { name: '停止' }));
    expect(await within(preview).findByText('已停止')).toBeTruthy();
    expect(within(preview).getByText('一半')).toBeTruthy();
    expect(within(preview).getByRole('button', { name: /发送/ })).toBeTruthy();
  });
});
