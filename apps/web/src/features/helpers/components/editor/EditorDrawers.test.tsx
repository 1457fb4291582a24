import { Message } from '@arco-design/web-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEditorServer, helperFixture } from './testing/fakeEditorServer';
import { renderEditor } from './testing/renderEditor';

const nameInput = () => screen.getByLabelText('名称') as HTMLInputElement;

// A whole editor renders in each test: slow on a busy machine.
describe('the versions and API keys drawers', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.spyOn(Message, 'success').mockImplementation(() => undefined as never);
  });

  it('restores a version only after confirming, then shows its settings in the form', async () => {
    const server = fakeEditorServer();
    renderEditor();
    await screen.findByText('已保存 · 版本 2');
    fireEvent.change(nameInput(), { target: { value: '改了一半' } });
    fireEvent.click(screen.getByRole('button', { name: '版本' }));

    const rows = await screen.findAllByTestId('helper-version');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('版本 2当前'),
      expect.stringContaining('版本 1'),
    ]);
    fireEvent.click(within(rows[1]!).getByRole('button', { name: '查看' }));
    expect(await screen.findByText('旧指令')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '恢复' }));

    const dialog = await screen.findByRole('dialog', { name: /恢复到版本 1？/ });
    expect(dialog.textContent).toContain('你当前未保存的修改将被丢弃。');
    expect(server.sent('POST', '/restore')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '恢复' }));

    await waitFor(() => expect(nameInput().value).toBe('第一版顾问'));
    expect(server.sent('POST', '/versions/1/restore')).toHaveLength(1);
    expect(screen.getByText('已保存 · 版本 3')).toBeTruthy();
    expect((screen.getByLabelText('指令') as HTMLTextAreaElement).value).toBe('旧指令');
  });

  it('shows a new key once, with the note that it will not be shown again', async () => {
    const server = fakeEditorServer();
    renderEditor();
    await screen.findByText('已保存 · 版本 2');
    fireEvent.click(screen.getByRole('button', { name: 'API 密钥' }));
    expect(await screen.findByText('还没有 API 密钥')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /创建密钥/ }));
    expect(await screen.findByText('密钥名称需为 1 到 40 个字符')).toBeTruthy();
    expect(server.sent('POST', '/api-keys')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('密钥名称'), { target: { value: '官网客服' } });
    fireEvent.click(screen.getByRole('button', { name: /创建密钥/ }));
    const shown = await screen.findByTestId('new-api-key');
    expect(shown.textContent).toContain('sk-miaoyu-abSECRET0123456789');
    expect(shown.textContent).toContain('关闭后将无法再次查看完整密钥');
    expect(server.sent('POST', '/api-keys')[0]!.body).toEqual({ name: '官网客服' });
    // The list has only the key's first characters.
    const row = await screen.findByTestId('helper-api-key');
    expect(row.textContent).toContain('sk-miaoyu-ab');
    expect(row.textContent).not.toContain('SECRET');

    fireEvent.click(screen.getByRole('button', { name: '我已保存' }));
    await waitFor(() =>
      expect(document.body.textContent).not.toContain('sk-miaoyu-abSECRET0123456789'),
    );
  });

  it('keeps a member from publishing: public is off with why, and keys of a helper with knowledge', async () => {
    fakeEditorServer({ helper: helperFixture({ datasetIds: ['3'] }) });
    renderEditor();
    await screen.findByText('已保存 · 版本 2');
    const open = screen.getByRole('radio', { name: /公开/ }) as HTMLInputElement;
    expect(open.disabled).toBe(true);
    expect(screen.getByText('只有团队的所有者和管理员可以公开助手')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /团队所有成员/ }) as HTMLInputElement).disabled).toBe(
      false,
    );

    fireEvent.click(screen.getByRole('button', { name: 'API 密钥' }));
    expect(
      await screen.findByText(
        '这个助手接入了团队的知识库，只有团队的所有者和管理员可以为它创建密钥。',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: /创建密钥/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
