import { Message } from '@arco-design/web-react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockHttp, type Reply } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { SynonymsPanel } from './SynonymsPanel';

const URL = '/v1/orgs/7/datasets/11/synonyms';
const saved = { groups: [['退款', '退钱', '退费']] };

function serve(put: (body: unknown) => Reply = (body) => [200, body]) {
  return mockHttp((request): Reply => {
    if (request.url !== URL) return [404, { message: '请求的资源不存在', code: 'NOT_FOUND' }];
    return request.method === 'PUT' ? put(request.body) : [200, saved];
  });
}

const renderPanel = (canManage = true) =>
  renderWithQuery(
    <SynonymsPanel datasetRef={{ orgId: '7', datasetId: '11' }} canManage={canManage} />,
  );

const box = () => screen.getByRole('textbox', { name: '同义词列表' }) as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存同义词' }));

describe('SynonymsPanel', () => {
  beforeEach(() => {
    vi.spyOn(Message, 'success').mockImplementation(() => undefined as never);
  });

  it('shows the saved list one group per line and saves what was typed', async () => {
    const http = serve();
    renderPanel();
    await waitFor(() => expect(box().value).toBe('退款 退钱 退费'));
    expect(screen.getByText(/每行写一组意思相同的词/)).toBeTruthy();
    type('退款 退钱 退费\n境外，海外、国外\n\n境外 海外 国外');
    expect(screen.getByText('共 3 组')).toBeTruthy();
    save();
    await waitFor(() => expect(Message.success).toHaveBeenCalledWith('同义词已保存'));
    expect(http.requests.find((r) => r.method === 'PUT')!.body).toEqual({
      groups: [
        ['退款', '退钱', '退费'],
        ['境外', '海外', '国外'],
        ['境外', '海外', '国外'],
      ],
    });
  });

  it('names the lines the contract refuses and sends nothing until they are fixed', async () => {
    const http = serve();
    renderPanel();
    await waitFor(() => expect(box().value).toBe('退款 退钱 退费'));
    type(`退款 退钱\n海外\n境外 ${'长'.repeat(21)}`);
    save();
    const problems = await screen.findByTestId('synonym-problems');
    expect([...problems.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '第 2 行：每组需有 2 到 20 个不同的词',
      '第 3 行：每个词需为 1 到 20 个字符，词里不能有空格、逗号、顿号或分号',
    ]);
    expect(http.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    // Fixing a line updates the list of what is still wrong.
    type('退款 退钱\n海外 境外\n境外 长');
    expect(screen.queryByTestId('synonym-problems')).toBeNull();
  });

  it('places the server’s refusal on its line', async () => {
    serve(() => [
      422,
      {
        message: '同义词最多 500 组',
        code: 'VALIDATION_FAILED',
        detail: [{ loc: ['body', 'groups', '1'], msg: '每组需有 2 到 20 个不同的词' }],
      },
    ]);
    renderPanel();
    await waitFor(() => expect(box().value).toBe('退款 退钱 退费'));
    type('退款 退钱\n\n海外 境外');
    save();
    const problems = await screen.findByTestId('synonym-problems');
    expect(problems.textContent).toBe('第 3 行：每组需有 2 到 20 个不同的词');
  });

  it('is read-only for members', async () => {
    serve();
    renderPanel(false);
    await waitFor(() => expect(box().value).toBe('退款 退钱 退费'));
    expect(box().disabled).toBe(true);
    expect(screen.getByText('只有团队的所有者和管理员可以修改同义词。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存同义词' })).toBeNull();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en-US');
    serve();
    renderPanel();
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Synonym list' }) as HTMLTextAreaElement).value,
      ).toBe('退款 退钱 退费'),
    );
    expect(screen.getByText('1 group')).toBeTruthy();
  });
});
