import { Message } from '@arco-design/web-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyAndSay } from './copy-and-say';

const said = { ok: '已复制', failed: '复制失败' };

describe('copyAndSay', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('copies on a plain-HTTP page, where the Clipboard API is missing', async () => {
    expect(window.isSecureContext).not.toBe(true);
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      // The one just appended (other tests may leave textareas of their own behind).
      copied = [...document.querySelectorAll('textarea')].at(-1)?.value ?? '';
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const success = vi.spyOn(Message, 'success').mockImplementation(() => () => undefined);

    await copyAndSay('https://studio.example/invite/abc', said);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('https://studio.example/invite/abc');
    expect(success).toHaveBeenCalledWith('已复制');
  });

  it('says so when the browser refuses', async () => {
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const error = vi.spyOn(Message, 'error').mockImplementation(() => () => undefined);
    await copyAndSay('x', said);
    expect(error).toHaveBeenCalledWith('复制失败');
  });
});
