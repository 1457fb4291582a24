import type { DatasetDocument, DatasetFolder } from '@miaoyu/contracts/knowledge';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { mockHttp, type RecordedRequest, type Reply } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { DatasetPage } from './DatasetPage';
import { DOCUMENT_POLL_MS } from '../logic/polling';
import { datasetFixture } from '../testing/fixtures';

const dataset = datasetFixture({ documentCount: 2 });

const folders: DatasetFolder[] = [
  { id: '21', name: '售后', parentId: null, documentCount: 1 },
  { id: '22', name: '退货', parentId: '21', documentCount: 0 },
];

const doc = (patch: Partial<DatasetDocument>): DatasetDocument => ({
  id: '31',
  datasetId: '11',
  folderId: null,
  name: '保修政策.pdf',
  source: 'file',
  kind: 'pdf',
  url: '',
  bytes: 2048,
  status: 'done',
  progress: 100,
  failure: null,
  failureDetail: '',
  chunkCount: 9,
  charCount: 1200,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});

const documents = [
  doc({}),
  doc({
    id: '32',
    name: '机密.pdf',
    status: 'failed',
    failure: 'ENCRYPTED',
    failureDetail: 'pdf.js: PasswordException',
    chunkCount: 0,
  }),
];

function serve(list: DatasetDocument[], extra?: (request: RecordedRequest) => Reply | undefined) {
  return mockHttp((request): Reply => {
    const answer = extra?.(request);
    if (answer) return answer;
    const base = '/v1/orgs/7/datasets/11';
    if (request.url === base) return [200, dataset];
    if (request.url === `${base}/folders`) return [200, { list: folders }];
    if (request.url === `${base}/documents`) return [200, { list, total: list.length }];
    if (request.url === '/v1/orgs/7/knowledge/search-capabilities')
      return [200, { vectorSearch: true, embeddingModels: [] }];
    if (request.url === '/v1/orgs/7/knowledge/usage')
      return [200, { usedBytes: 0, quotaBytes: 1, maxFileBytes: 1024, datasets: [] }];
    return [404, { message: '请求的资源不存在', code: 'NOT_FOUND' }];
  });
}

function renderAt(path: string, permissions: string[]) {
  useSessionStore.setState({ user: { ...user, permissions } });
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/knowledge/:datasetId" element={<DatasetPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DatasetPage', () => {
  it('shows the folder tree and each document’s status, failures in words', async () => {
    const http = serve(documents);
    renderAt('/knowledge/11', ['dataset:manage']);
    expect(await screen.findByRole('heading', { name: '产品手册' })).toBeTruthy();
    expect(await screen.findByText('保修政策.pdf')).toBeTruthy();
    expect(screen.getByText('PDF 已加密，无法读取')).toBeTruthy();
    expect(screen.getByText('已完成')).toBeTruthy();
    expect(screen.getByText('全部文档')).toBeTruthy();
    expect(screen.getByText('售后')).toBeTruthy();
    expect(screen.getByRole('button', { name: /添加内容/ })).toBeTruthy();
    const list = http.requests.find((r) => r.url.endsWith('/documents'))!;
    expect(list.params.get('folderId')).toBe('all');
  });

  it('lists a folder’s own documents when it is chosen', async () => {
    const http = serve(documents);
    renderAt('/knowledge/11', []);
    fireEvent.click(await screen.findByText('售后'));
    await waitFor(() =>
      expect(http.requests.some((r) => r.params.get('folderId') === '21')).toBe(true),
    );
  });

  it('asks again every 1.5 s while a document is busy, and stops when it settles', async () => {
    // The page's clock is moved by hand: no test waits 1.5 s for a poll, or longer for none.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    let calls = 0;
    const http = serve([], (request) => {
      if (!request.url.endsWith('/documents')) return undefined;
      calls += 1;
      const status = calls === 1 ? 'parsing' : 'done';
      return [200, { list: [doc({ status, progress: 40 })], total: 1 }];
    });
    renderAt('/knowledge/11', []);
    expect(await screen.findByText('解析中')).toBeTruthy();
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS);
    expect(await screen.findByText('已完成')).toBeTruthy();
    expect(calls).toBe(2);
    // The counts around the list are asked again once nothing is busy.
    await waitFor(() =>
      expect(http.requests.filter((r) => r.url === '/v1/orgs/7/datasets/11').length).toBe(2),
    );
    await vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS * 3);
    expect(calls).toBe(2);
  });

  it('keeps members to reading: no adding content, no document menu', async () => {
    serve(documents);
    renderAt('/knowledge/11', []);
    expect(await screen.findByText('保修政策.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /添加内容/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '更多操作' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '查看分段' })).toHaveLength(2);
  });

  it('opens the tab named in the URL', async () => {
    serve(documents);
    renderAt('/knowledge/11?tab=settings', []);
    expect(await screen.findByText(/分段设置只对之后添加或重新索引的文档生效/)).toBeTruthy();
    expect(screen.getByText(/只有团队的所有者和管理员可以修改设置/)).toBeTruthy();
    expect(screen.getByText('检索方式')).toBeTruthy();
    expect(await screen.findByText(/团队还没有向量模型/)).toBeTruthy();
  });

  it('says so when the knowledge base is gone', async () => {
    mockHttp(() => [404, { message: '请求的资源不存在', code: 'NOT_FOUND' }]);
    renderAt('/knowledge/99', []);
    expect(await screen.findByText('知识库不存在，或你已无权访问')).toBeTruthy();
  });

  it('shows a document’s chunks as plain text', async () => {
    serve(documents, (request) =>
      request.url.endsWith('/documents/31/chunks')
        ? [
            200,
            {
              list: [
                {
                  id: '41',
                  documentId: '31',
                  position: 1,
                  content: '<img src=x onerror=alert(1)> **保修** 一年',
                  enabled: true,
                  page: 2,
                  sheet: null,
                  headings: ['第一章', '保修'],
                },
              ],
              total: 1,
            },
          ]
        : undefined,
    );
    renderAt('/knowledge/11', []);
    fireEvent.click((await screen.findAllByRole('button', { name: '查看分段' }))[0]!);
    const chunk = await screen.findByTestId('chunk');
    expect(within(chunk).getByText('<img src=x onerror=alert(1)> **保修** 一年')).toBeTruthy();
    expect(chunk.querySelector('img')).toBeNull();
    expect(within(chunk).getByText('第一章 › 保修')).toBeTruthy();
    expect(within(chunk).getByText('第 2 页')).toBeTruthy();
    expect(within(chunk).queryByRole('switch')).toBeNull();
  });
});
