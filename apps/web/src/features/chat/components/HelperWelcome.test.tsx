import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionHelper } from '@miaoyu/contracts/chat';
import { HelperWelcome } from './HelperWelcome';

const helper: SessionHelper = {
  code: 'abcdefghij',
  name: '售后小助手',
  avatar: '',
  welcome: '',
  suggestedQuestions: ['退货运费谁出？', ' '],
};

describe('HelperWelcome', () => {
  it('greets for a helper without a welcome, and asks a chip’s question', () => {
    const onAsk = vi.fn();
    render(<HelperWelcome helper={helper} disabled={false} onAsk={onAsk} />);
    expect(screen.getByText('你好，有什么可以帮你？')).toBeTruthy();
    const chips = screen.getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['退货运费谁出？']);
    fireEvent.click(chips[0]!);
    expect(onAsk).toHaveBeenCalledWith('退货运费谁出？');
  });

  it('waits while an answer is coming', () => {
    const onAsk = vi.fn();
    render(<HelperWelcome helper={helper} disabled onAsk={onAsk} />);
    fireEvent.click(screen.getByRole('button', { name: '退货运费谁出？' }));
    expect(onAsk).not.toHaveBeenCalled();
  });
});
