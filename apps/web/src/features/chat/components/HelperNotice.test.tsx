import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { HelperNotice } from './HelperNotice';

describe('HelperNotice', () => {
  it('says which model answers when the helper’s own does not', async () => {
    const { rerender } = render(<HelperNotice status="missing" />);
    expect(screen.getByRole('status').textContent).toContain('团队的默认模型回答');
    rerender(<HelperNotice status="offline" />);
    expect(screen.getByRole('status').textContent).toContain('离线应答');
    await i18n.changeLanguage('en-US');
    rerender(<HelperNotice status="missing" />);
    expect(screen.getByRole('status').textContent).toContain("its team's default model answers");
  });

  it('is silent while the helper’s model answers', () => {
    const { container, rerender } = render(<HelperNotice status="ok" />);
    expect(container.textContent).toBe('');
    rerender(<HelperNotice status={undefined} />);
    expect(container.textContent).toBe('');
  });
});
