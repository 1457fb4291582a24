import { Message } from '@arco-design/web-react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeletionImpactModal, type DeletionImpactQuery } from './DeletionImpactModal';

interface Target {
  id: string;
  name: string;
}
interface Impact {
  documents: number;
}

const target: Target = { id: '3', name: '售后资料' };
const counted: DeletionImpactQuery<Impact> = {
  data: { documents: 4 },
  isError: false,
  error: null,
};

function setup(
  impact: DeletionImpactQuery<Impact>,
  onDelete: (target: Target) => Promise<unknown> = async () => undefined,
) {
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  const remove = vi.fn(onDelete);
  render(
    <DeletionImpactModal
      target={target}
      title="删除文件夹「售后资料」"
      okText="删除"
      impact={impact}
      describeImpact={(found) => `将删除 ${found.documents} 个文档`}
      note={<p>删除后无法恢复。</p>}
      deletedMessage="已删除文件夹「售后资料」"
      deleting={false}
      onDelete={remove}
      onDeleted={onDeleted}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog');
  return {
    user: userEvent.setup(),
    remove,
    onClose,
    onDeleted,
    dialog,
    deleteButton: within(dialog).getByRole('button', { name: '删除' }),
  };
}

describe('DeletionImpactModal', () => {
  beforeEach(() => {
    vi.spyOn(Message, 'success').mockImplementation(() => undefined as never);
  });

  it('waits for the count before deleting is possible', () => {
    const { dialog, deleteButton } = setup({ data: undefined, isError: false, error: null });
    expect(within(dialog).getByText('删除文件夹「售后资料」')).toBeTruthy();
    expect(dialog.querySelector('.arco-spin')).toBeTruthy();
    expect(deleteButton).toHaveProperty('disabled', true);
  });

  it('says what goes, deletes, tells so, and closes', async () => {
    const { user, remove, onClose, onDeleted, deleteButton } = setup(counted);
    expect(screen.getByText('将删除 4 个文档')).toBeTruthy();
    expect(screen.getByText('删除后无法恢复。')).toBeTruthy();
    await user.click(deleteButton);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(target));
    expect(remove).toHaveBeenCalledWith(target);
    expect(onClose).toHaveBeenCalled();
    expect(Message.success).toHaveBeenCalledWith('已删除文件夹「售后资料」');
  });

  it('keeps a failed deletion in the modal', async () => {
    const { user, onClose, onDeleted, dialog, deleteButton } = setup(counted, async () => {
      throw new Error('文件夹不存在');
    });
    await user.click(deleteButton);
    const failure = await within(dialog).findByText('文件夹不存在');
    expect(failure.getAttribute('role')).toBe('alert');
    expect(onClose).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('says why the count failed and does not offer to delete', () => {
    const { deleteButton } = setup({
      data: undefined,
      isError: true,
      error: new Error('网络错误'),
    });
    expect(screen.getByText('网络错误').closest('.arco-alert-error')).toBeTruthy();
    expect(deleteButton).toHaveProperty('disabled', true);
  });
});
