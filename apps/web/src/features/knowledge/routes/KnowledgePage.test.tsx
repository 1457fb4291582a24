import type { Dataset, KnowledgeUsage } from '@miaoyu/contracts/knowledge';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { mockHttp, type RecordedRequest, type Reply } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { KnowledgePage } from './KnowledgePage';
import { datasetFixture } from '../testing/fixtures';

const MB = 1024 * 1024;

const handbook = datasetFixture({
  description: '型号、参数与保修政策',
  chunkCount: 40,
  bytes: 2 * MB,
  updatedAt: '2026-01-02T03:04:00.000Z',
});

const usage: KnowledgeUsage = {
  usedBytes: Math.round(12.3 * MB),
  quotaBytes: 1024 * MB,
  maxFileBytes: 20 * MB,
  datasets: [{ id: '11', name: '产品手册', bytes: Math.round(12.3 * MB) }],
};

function serve(datasets: Dataset[], extra?: (request: RecordedRequest) => Reply | undefined) {
  return mockHttp((request): Reply => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.url === '/v1/orgs/7/datasets') return [200, { list: datasets }];
    if (request.url === '/v1/orgs/7/knowledge/usage') return [200, usage];
    return [404, { message: '请求的资源不存在', code: 'NOT_FOUND' }];
  });
}

function renderAs(permissions: string[]) {
  useSessionStore.setState({ user: { ...user, permissions } });
  renderWithQuery(
    <MemoryRouter>
      <KnowledgePage />
    </MemoryRouter>,
  );
}

describe('KnowledgePage', () => {
  it('lists the datasets with their totals, and the storage used', async () => {
    serve([handbook]);
    renderAs(['dataset:manage']);
    const card = await screen.findByTestId('dataset-card');
    expect(within(card).getByRole('link', { name: '产品手册' }).getAttribute('href')).toBe(
      '/knowledge/11',
    );
    expect(within(card).getByText('型号、参数与保修政策')).toBeTruthy();
    expect(within(card).getByText('3 个文档')).toBeTruthy();
    expect(within(card).getByText('40 个分段')).toBeTruthy();
    expect(within(card).getByText('2 MB')).toBeTruthy();
    expect(await screen.findByText(/已用 12\.3 MB \/ 1 GB/)).toBeTruthy();
    expect(screen.getByText('单个文件上限 20 MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新建知识库/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: '知识库操作' })).toBeTruthy();
  });

  it('shows members the same list without the create button or card menus', async () => {
    serve([handbook]);
    renderAs([]);
    expect(await screen.findByTestId('dataset-card')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新建知识库/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '知识库操作' })).toBeNull();
    expect(screen.getByText(/只有团队的所有者和管理员可以新建和修改知识库/)).toBeTruthy();
  });

  it('explains what a knowledge base is when there is none', async () => {
    serve([]);
    renderAs(['dataset:manage']);
    expect(await screen.findByText('还没有知识库')).toBeTruthy();
    expect(screen.getByText(/在对话中选用知识库后/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /新建知识库/ })).toBeTruthy();
  });

  it('creates a dataset with the default chunk settings', async () => {
    const http = serve([], (request) =>
      request.method === 'POST' ? [200, { ...handbook, name: '售后' }] : undefined,
    );
    renderAs(['dataset:manage']);
    fireEvent.click(await screen.findByRole('button', { name: /新建知识库/ }));
    fireEvent.change(await screen.findByPlaceholderText('例如：产品手册'), {
      target: { value: '售后' },
    });
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    await waitFor(() => expect(http.requests.some((r) => r.method === 'POST')).toBe(true));
    const post = http.requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/v1/orgs/7/datasets');
    expect(post.body).toEqual({
      name: '售后',
      description: '',
      chunkSize: 500,
      chunkOverlap: 60,
      topK: 5,
      minScore: 0,
      embeddingModel: '',
      searchMode: 'hybrid',
      queryRewrite: true,
      builtinSynonyms: true,
    });
  });

  it('says what deleting removes, asked from the server, before deleting', async () => {
    const http = serve([handbook], (request) => {
      if (request.url.endsWith('/deletion-impact'))
        return [200, { documents: 3, chunks: 40, bytes: 2 * MB, chatSessions: 2, helpers: 1 }];
      if (request.method === 'DELETE') return [200, { id: '11' }];
      return undefined;
    });
    renderAs(['dataset:manage']);
    fireEvent.click(await screen.findByRole('button', { name: '知识库操作' }));
    fireEvent.click(await screen.findByText('删除'));
    expect(
      await screen.findByText(
        '将删除 3 个文档、40 个分段（共 2 MB）；2 个对话和 1 个助手将不再引用它。',
      ),
    ).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(http.requests.map((r) => `${r.method} ${r.url}`)).toContain(
        'DELETE /v1/orgs/7/datasets/11',
      ),
    );
  });
});
