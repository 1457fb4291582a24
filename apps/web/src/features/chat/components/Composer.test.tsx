import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { useChatStore } from '../store';
import { Composer } from './Composer';

const initial = useChatStore.getState();
afterEach(() => useChatStore.setState(initial, true));

function setup(onSend = vi.fn(async () => {})) {
  render(
    <Composer
      sessionId="7"
      answering={false}
      vision={false}
      modelName="stub-model"
      onSend={onSend}
      onStop={() => {}}
    />,
  );
  const input = screen.getByRole('textbox', { name: '输入问题' });
  fireEvent.change(input, { target: { value: '你好' } });
  return { input, onSend };
}

describe('Composer', () => {
  it('sends on Enter and empties itself', async () => {
    const { input, onSend } = setup();
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('你好', []));
    expect(useChatStore.getState().drafts['7']).toBeUndefined();
  });

  it('does not send on Shift+Enter', () => {
    const { input, onSend } = setup();
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send the Enter that confirms an IME word', () => {
    const { input, onSend } = setup();
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('gets its text back and shows the error when the server refuses', async () => {
    const refused = new HttpError('422', 'http', {
      status: 422,
      data: { message: '问题太长', code: 'VALIDATION' },
    });
    const { input } = setup(vi.fn(async () => Promise.reject(refused)));
    fireEvent.click(screen.getByRole('button', { name: /发送/ }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '问题太长');
    expect((input as HTMLTextAreaElement).value).toBe('你好');
  });

  it('refuses images when the model cannot read them', () => {
    setup();
    const picker = document.querySelector('input[type=file]') as HTMLInputElement;
    const image = new File(['x'], 'cat.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [image] } });
    expect(screen.getByRole('alert').textContent).toContain('不能识别图片');
    expect(useChatStore.getState().files['7'] ?? []).toHaveLength(0);
  });

  it('on a touch screen says to tap Send, and its Enter adds a line instead of sending', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...desktop(query),
      matches: query === '(pointer: coarse)',
    })) as typeof window.matchMedia;
    try {
      const { input, onSend } = setup();
      expect(input.getAttribute('placeholder')).toBe('输入问题，点「发送」发出');
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(onSend).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: /发送/ }));
      await waitFor(() => expect(onSend).toHaveBeenCalledWith('你好', []));
    } finally {
      window.matchMedia = desktop;
    }
  });
});
