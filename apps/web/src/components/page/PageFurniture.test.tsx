import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListItem } from '../list-item/ListItem';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

const Icon = ({ className }: { className?: string }) => <svg className={className} />;

describe('the page furniture', () => {
  it('heads a list page with its title, intro and actions', () => {
    render(
      <PageHeader
        title="知识库"
        intro="上传文档"
        leading={<span>标志</span>}
        actions={<button type="button">新建</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '知识库' })).toBeTruthy();
    expect(screen.getByText('上传文档').tagName).toBe('P');
    expect(screen.getByText('标志')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新建' }).parentElement!.className).toMatch(
      /actions/,
    );
  });

  it('leaves out an intro and actions it is not given', () => {
    const { container } = render(<PageHeader title="模型设置" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(container.querySelector('header')!.children).toHaveLength(1);
  });

  it('says why a list is empty in its paragraphs, in the page’s frame, with the way forward', () => {
    render(
      <EmptyState
        icon={Icon}
        title="还没有知识库"
        text={['是什么', '怎么用']}
        action={<button type="button">新建</button>}
        className="frame"
        textClassName="narrow"
        testId="empty"
      />,
    );
    const box = screen.getByTestId('empty');
    expect(box.className).toMatch(/empty/);
    expect(box.className).toMatch(/frame/);
    expect(screen.getByRole('heading', { level: 3, name: '还没有知识库' })).toBeTruthy();
    const paragraphs = [...box.querySelectorAll('p')];
    expect(paragraphs.map((p) => p.textContent)).toEqual(['是什么', '怎么用']);
    expect(paragraphs.every((p) => /narrow/.test(p.className))).toBe(true);
    expect(screen.getByRole('button', { name: '新建' })).toBeTruthy();
  });

  it('opens a list row by its button, which says which row is open', () => {
    const onOpen = vi.fn();
    render(
      <ul>
        <ListItem selected onOpen={onOpen} className="mine" data-chat-id="7">
          客户甲
        </ListItem>
        <ListItem selected={false} onOpen={() => {}}>
          客户乙
        </ListItem>
      </ul>,
    );
    const [open, other] = screen.getAllByRole('button');
    expect(open!.getAttribute('aria-current')).toBe('true');
    expect(other!.hasAttribute('aria-current')).toBe(false);
    expect(open!.className).toMatch(/mine/);
    expect(open!.dataset.chatId).toBe('7');
    fireEvent.click(open!);
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
