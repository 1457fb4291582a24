import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { suggestionFixture } from '../../testing/fixtures';
import { PastSuggestions } from './PastSuggestions';

describe('earlier suggestions', () => {
  it('show a reply sent by hand as what was sent, and the sent one of three with its edit', async () => {
    render(
      <PastSuggestions
        suggestions={[
          suggestionFixture({
            id: '91',
            replies: [],
            sentIndex: null,
            sentText: '好的，周六见',
            sentAt: '2025-03-01T03:00:00.000Z',
          }),
          suggestionFixture({ sentIndex: 2, sentText: '一年一换，首年免费哦' }),
        ]}
      />,
    );
    fireEvent.click(screen.getByText('之前的建议（2）'));
    expect(await screen.findByText('手动发送：好的，周六见')).toBeTruthy();
    expect(screen.getByText('一年一换，首年免费哦')).toBeTruthy();
    expect(screen.queryByText('一年一换，首年免费')).toBeNull();
    expect(screen.getByText('您好呀，滤芯首年免费更换哦')).toBeTruthy();
  });
});
