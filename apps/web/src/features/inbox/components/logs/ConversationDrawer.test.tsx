import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerCorrectionSchema } from '@miaoyu/contracts/bot';
import { issueText } from '@/lib/form';
import { useSessionStore } from '@/lib/session';
import { user as testUser } from '@/test/fixtures';
import { mockHttp, type Reply } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { botLogConversation, conversationMessages, dataset } from '../../testing/fixtures';
import { ConversationDrawer } from './ConversationDrawer';

const CORRECTION = '/v1/orgs/7/bot-logs/messages/102/correction';

function serve() {
  return mockHttp((request): Reply => {
    if (request.url === '/v1/orgs/7/bot-logs/31/messages')
      return [200, { list: conversationMessages, hasMore: false }];
    if (request.url === '/v1/orgs/7/datasets') return [200, { list: [dataset()] }];
    if (request.url === CORRECTION) return [200, { documentId: '77', datasetId: '5' }];
    return [404, { message: '不存在', code: 'NOT_FOUND' }];
  });
}

describe('ConversationDrawer', () => {
  it('corrects a disliked answer into Q&A, checked before it is sent', async () => {
    useSessionStore.setState({ user: { ...testUser, permissions: ['helper:manage'] } });
    const http = serve();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithQuery(
      <ConversationDrawer orgId="7" conversation={botLogConversation()} onClose={() => {}} />,
    );

    expect(await screen.findByText('访客 3F9A 的对话')).toBeTruthy();
    expect(await screen.findByText('访客点踩')).toBeTruthy();
    // Only the disliked answer offers a correction.
    const correct = screen.getAllByRole('button', { name: /纠正为问答/ });
    expect(correct).toHaveLength(1);
    await user.click(correct[0]!);

    const dialog = await screen.findByRole('dialog', { name: '纠正为问答' });
    const question = within(dialog).getByRole('textbox', { name: '访客的问题' });
    const answer = within(dialog).getByRole('textbox', { name: '正确的答案' });
    expect((question as HTMLTextAreaElement).value).toBe('退货怎么办理？');
    expect((answer as HTMLTextAreaElement).value).toBe('请在**订单页**申请退货。');

    // Nothing chosen and an empty answer: the form says so and sends nothing.
    fireEvent.change(answer, { target: { value: '   ' } });
    await user.click(within(dialog).getByRole('button', { name: '加入知识库' }));
    expect(await within(dialog).findByText('请选择知识库')).toBeTruthy();
    // The contract's own message: the form checks with the schema the server validates with.
    const answerRule = answerCorrectionSchema.shape.answer.safeParse('   ').error!.issues[0]!;
    expect(await within(dialog).findByText(issueText(answerRule))).toBeTruthy();
    expect(http.requests.some((r) => r.url === CORRECTION)).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: '知识库' }));
    await user.click(await screen.findByRole('option', { name: '售后知识库' }));
    fireEvent.change(answer, {
      target: { value: '在「我的订单」里点「申请售后」，选择退货即可。' },
    });
    await user.click(within(dialog).getByRole('button', { name: '加入知识库' }));

    await waitFor(() =>
      expect(http.requests.find((r) => r.url === CORRECTION)?.body).toEqual({
        datasetId: '5',
        question: '退货怎么办理？',
        answer: '在「我的订单」里点「申请售后」，选择退货即可。',
      }),
    );
    expect(await screen.findByText('已加入知识库「售后知识库」')).toBeTruthy();
  }, 20_000);
});
