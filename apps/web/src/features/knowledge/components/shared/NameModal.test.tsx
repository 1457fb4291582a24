import { Message } from '@arco-design/web-react';
import { createFolderSchema, FOLDER_NAME_MAX_CHARS } from '@miaoyu/contracts/knowledge';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NameModal } from './NameModal';

function setup(onSave: (name: string) => Promise<string>, initialName = '') {
  const onClose = vi.fn();
  const save = vi.fn(onSave);
  render(
    <NameModal
      visible
      title="重命名文件夹"
      label="名称"
      initialName={initialName}
      schema={createFolderSchema.shape.name}
      maxLength={FOLDER_NAME_MAX_CHARS}
      placeholder="例如：售后政策"
      extra="将创建在「根目录」中"
      saving={false}
      onSave={save}
      onClose={onClose}
    />,
  );
  return {
    user: userEvent.setup(),
    save,
    onClose,
    input: screen.getByLabelText('名称'),
    saveButton: screen.getByRole('button', { name: '保存' }),
  };
}

describe('NameModal', () => {
  beforeEach(() => {
    vi.spyOn(Message, 'success').mockImplementation(() => undefined as never);
  });

  it('starts from the given name and shows the placeholder and hint', () => {
    const { input } = setup(async () => '', '售后政策');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('重命名文件夹')).toBeTruthy();
    expect(input).toHaveProperty('value', '售后政策');
    expect(input.getAttribute('placeholder')).toBe('例如：售后政策');
    expect(screen.getByText('将创建在「根目录」中')).toBeTruthy();
  });

  it('checks the name with the contract schema before saving', async () => {
    const { user, save, onClose, saveButton } = setup(async () => '');
    await user.click(saveButton);
    expect(await screen.findByText('文件夹名称需为 1 到 50 个字符')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves on Enter, says what the save answered, and closes', async () => {
    const { user, save, onClose, input } = setup(async (name) => `已重命名为「${name}」`);
    await user.type(input, '退货{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith('退货');
    expect(Message.success).toHaveBeenCalledWith('已重命名为「退货」');
  });

  it('shows the server’s refusal under the field, stays open, and clears it on typing', async () => {
    const { user, onClose, input, saveButton } = setup(async () => {
      throw new Error('同一位置已有同名文件夹');
    }, '售后');
    await user.click(saveButton);
    expect(await screen.findByText('同一位置已有同名文件夹')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(Message.success).not.toHaveBeenCalled();
    await user.type(input, '2');
    expect(screen.queryByText('同一位置已有同名文件夹')).toBeNull();
  });
});
