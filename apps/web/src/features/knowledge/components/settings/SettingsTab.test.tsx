import { Message } from '@arco-design/web-react';
import type { Dataset, SearchCapabilities } from '@miaoyu/contracts/knowledge';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockHttp, type Reply } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { SettingsTab } from './SettingsTab';
import { datasetFixture } from '../../testing/fixtures';

const dataset = datasetFixture();

const models: SearchCapabilities['embeddingModels'] = [
  { ref: '5:bge-m3', model: 'bge-m3', providerName: '硅基流动', source: 'org' },
  {
    ref: 'env:text-embedding-3-small',
    model: 'text-embedding-3-small',
    providerName: '平台模型',
    source: 'environment',
  },
];

const PATH = '/v1/orgs/7/datasets/11';

function serve(capabilities: SearchCapabilities, patch: () => Reply = () => [200, dataset]) {
  return mockHttp((request): Reply => {
    if (request.url === '/v1/orgs/7/knowledge/search-capabilities') return [200, capabilities];
    if (request.method === 'PATCH' && request.url === PATH) return patch();
    return [404, { message: '请求的资源不存在', code: 'NOT_FOUND' }];
  });
}

function renderTab(saved: Partial<Dataset> = {}, canManage = true) {
  renderWithQuery(
    <MemoryRouter>
      <SettingsTab
        datasetRef={{ orgId: '7', datasetId: '11' }}
        dataset={{ ...dataset, ...saved }}
        canManage={canManage}
        onDeleted={() => {}}
      />
    </MemoryRouter>,
  );
}

const modelSelect = () =>
  within(screen.getByText('向量模型').closest('.arco-form-item') as HTMLElement);

/**
 * The tab is a long form: role queries weigh every element's styles and names on each retry,
 * which a busy machine turns into seconds. Texts within their buttons and options find the same
 * nodes at a fraction of the cost.
 */
async function chooseModel(label: string) {
  fireEvent.click(modelSelect().getByRole('combobox'));
  fireEvent.click(await screen.findByText(label, { selector: '[role=option], [role=option] *' }));
}

const button = (name: string) => screen.getByText(name, { selector: 'button > span' });

const save = () => fireEvent.click(button('保存'));

describe('SettingsTab search settings', () => {
  beforeEach(() => {
    vi.spyOn(Message, 'success').mockImplementation(() => undefined as never);
  });

  it('offers the org’s embedding models after “none”, and the three modes with their help', async () => {
    serve({ vectorSearch: true, embeddingModels: models });
    renderTab();
    expect(await screen.findByText('检索方式')).toBeTruthy();
    expect(modelSelect().getByText('不使用（仅全文检索）')).toBeTruthy();
    fireEvent.click(modelSelect().getByRole('combobox'));
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        '不使用（仅全文检索）',
        'bge-m3 · 硅基流动',
        'text-embedding-3-small · 平台模型（平台）',
      ]),
    );
    for (const mode of ['全文', '混合（推荐）', '语义'])
      expect(screen.getByText(mode)).toBeTruthy();
    expect(screen.getByRole('radio', { name: '混合（推荐）' })).toHaveProperty('checked', true);
    expect(screen.getByText(/既能精确命中/)).toBeTruthy();
    expect(screen.getByText('未选择向量模型：混合和语义模式都会按全文检索。')).toBeTruthy();
    expect(screen.queryByText(/pgvector/)).toBeNull();
  });

  it('says only full text runs on a database without pgvector', async () => {
    serve({ vectorSearch: false, embeddingModels: [] });
    renderTab();
    const alert = await screen.findByText(/当前数据库没有安装 pgvector 扩展，只能按全文检索/);
    expect(alert.closest('.arco-alert-info')).toBeTruthy();
    expect(alert.textContent).toMatch(/内置数据库和安装了 pgvector 的 PostgreSQL 都支持语义检索/);
    expect(screen.queryByText(/团队还没有向量模型/)).toBeNull();
  });

  it('tells how to add an embedding model when the team has none', async () => {
    serve({ vectorSearch: true, embeddingModels: [] });
    renderTab();
    expect(await screen.findByText(/类型选择「向量（Embedding）」/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往模型设置' }).getAttribute('href')).toBe(
      '/setting/models',
    );
  });

  it('warns of a saved model that is gone, and saves other changes without it', async () => {
    const http = serve({ vectorSearch: true, embeddingModels: models });
    renderTab({ embeddingModel: '9:old-embed' });
    const alert = await screen.findByText(/向量模型「old-embed」已被删除或停用/);
    expect(alert.closest('.arco-alert-warning')).toBeTruthy();
    expect(modelSelect().getByText('old-embed（已不可用）')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '新手册' } });
    save();
    await waitFor(() => expect(http.requests.some((r) => r.method === 'PATCH')).toBe(true));
    const body = http.requests.find((r) => r.method === 'PATCH')!.body;
    expect(body).toMatchObject({ name: '新手册', searchMode: 'hybrid' });
    expect(body).not.toHaveProperty('embeddingModel');
    expect(screen.queryByText('重新索引全部文档？')).toBeNull();
  });

  it('turns query rewriting off with the other settings', async () => {
    const http = serve({ vectorSearch: true, embeddingModels: models });
    renderTab();
    const rewrite = screen.getByRole('switch', { name: '用模型改写问题' });
    expect(rewrite.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/检索前先请模型写出 1 到 3 种其他问法/)).toBeTruthy();
    fireEvent.click(rewrite);
    save();
    await waitFor(() => expect(http.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(http.requests.find((r) => r.method === 'PATCH')!.body).toMatchObject({
      queryRewrite: false,
    });
  });

  it('asks before a new model re-indexes every document, and sends nothing if cancelled', async () => {
    const http = serve({ vectorSearch: true, embeddingModels: models });
    renderTab();
    await chooseModel('bge-m3 · 硅基流动');
    save();
    expect(await screen.findByText('重新索引全部文档？')).toBeTruthy();
    expect(screen.getByText(/这个知识库的 3 个文档会用向量模型「bge-m3」重新索引/)).toBeTruthy();
    fireEvent.click(button('取消'));
    await waitFor(() => expect(screen.queryByText('重新索引全部文档？')).toBeNull());
    expect(http.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('saves a new model once re-indexing is confirmed', async () => {
    const http = serve({ vectorSearch: true, embeddingModels: models });
    renderTab();
    await chooseModel('bge-m3 · 硅基流动');
    save();
    fireEvent.click(await screen.findByText('保存并重新索引', { selector: 'button > span' }));
    await waitFor(() => expect(Message.success).toHaveBeenCalledWith('设置已保存'));
    const patch = http.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.body).toMatchObject({ embeddingModel: '5:bge-m3', searchMode: 'hybrid' });
  });

  it('saves at once when nothing would be re-indexed', async () => {
    const http = serve({ vectorSearch: true, embeddingModels: models });
    renderTab({ documentCount: 0 });
    await chooseModel('bge-m3 · 硅基流动');
    fireEvent.click(screen.getByRole('radio', { name: '语义' }));
    save();
    await waitFor(() => expect(Message.success).toHaveBeenCalled());
    expect(screen.queryByText('重新索引全部文档？')).toBeNull();
    expect(http.requests.find((r) => r.method === 'PATCH')!.body).toMatchObject({
      embeddingModel: '5:bge-m3',
      searchMode: 'vector',
    });
  });

  it('shows the server’s refusal of a model on the model field', async () => {
    serve({ vectorSearch: true, embeddingModels: models }, () => [
      422,
      {
        message: '所选模型不存在或已停用',
        code: 'MODEL_NOT_FOUND',
        detail: [{ loc: ['body', 'embeddingModel'], msg: '这个向量模型已不可用' }],
      },
    ]);
    renderTab({ documentCount: 0 });
    await chooseModel('bge-m3 · 硅基流动');
    save();
    expect(await modelSelect().findByText('这个向量模型已不可用')).toBeTruthy();
  });

  it('shows members the settings without letting them change them', async () => {
    serve({ vectorSearch: true, embeddingModels: models });
    renderTab({ embeddingModel: '5:bge-m3', searchMode: 'vector' }, false);
    expect(await modelSelect().findByText('bge-m3 · 硅基流动')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '语义' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '全文' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});
