import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { FeedbackAdminPage } from './FeedbackAdminPage';

async function pick(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('FeedbackAdminPage filters', () => {
  it('turn into query parameters, unset filters left out', async () => {
    const { requests } = mockHttp(() => [200, { list: [], total: 0 }]);
    // Arco's dropdown animates in with pointer-events: none; jsdom never finishes it.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithQuery(<FeedbackAdminPage />);

    expect(await screen.findByText('暂无反馈')).toBeTruthy();
    const last = () => Object.fromEntries(requests.at(-1)!.params);
    expect(requests.at(-1)?.url).toBe('/v1/admin/feedbacks');
    expect(last()).toEqual({ offset: '0', limit: '20' });

    await pick(user, '状态', '已回复');
    await waitFor(() => expect(last()).toEqual({ status: 'replied', offset: '0', limit: '20' }));

    await pick(user, '类型', '建议');
    await waitFor(() =>
      expect(last()).toEqual({ status: 'replied', type: 'suggestion', offset: '0', limit: '20' }),
    );
  });
});
