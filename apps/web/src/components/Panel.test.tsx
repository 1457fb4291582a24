import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Panel } from './Panel';

describe('Panel', () => {
  it('is a card with its title, actions and content, in the shared look', () => {
    const { container } = render(
      <Panel title="资料" extra={<button type="button">编辑</button>} className="mine">
        <p>内容</p>
      </Panel>,
    );
    const card = container.firstElementChild!;
    expect(card.classList.contains('arco-card')).toBe(true);
    expect(card.className).toMatch(/panel/);
    expect(card.className).toMatch(/mine/);
    expect(card.className).not.toMatch(/dense/);
    expect(card.querySelector('.arco-card-header-title')?.textContent).toBe('资料');
    expect(screen.getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(card.querySelector('.arco-card-body')?.textContent).toBe('内容');
  });

  it('sits content closer to the title when dense', () => {
    const { container } = render(<Panel dense>x</Panel>);
    expect(container.firstElementChild!.className).toMatch(/dense/);
  });
});
