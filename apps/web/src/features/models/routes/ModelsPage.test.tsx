import type { ModelProvider } from '@miaoyu/contracts/models';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { mockHttp, type Reply } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { ModelsPage } from './ModelsPage';

const provider: ModelProvider = {
  id: '5',
  name: 'DeepSeek',
  kind: 'openai-compatible',
  baseUrl: 'https://api.deepseek.com/v1',
  apiKeyLast4: 'abcd',
  hasApiKey: true,
  models: [
    { id: 'deepseek-chat', kind: 'chat', vision: false, contextSize: 65536 },
    { id: 'deepseek-vl', kind: 'chat', vision: true, contextSize: 8192 },
    { id: 'bge-m3', kind: 'embedding', vision: false, contextSize: 8192 },
  ],
  defaultModel: 'deepseek-chat',
  enabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const platformModels = {
  list: [
    {
      ref: 'env:stub-model',
      model: 'stub-model',
      providerName: '平台模型',
      vision: false,
      contextSize: 8192,
      source: 'environment',
    },
  ],
  defaultRef: 'env:stub-model',
};

function serve(providers: ModelProvider[]) {
  return mockHttp((request): Reply => {
    if (request.url === '/v1/orgs/7/model-providers') return [200, { list: providers }];
    if (request.url === '/v1/chat/models') return [200, platformModels];
    return [404, { message: '不存在', code: 'NOT_FOUND' }];
  });
}

describe('ModelsPage', () => {
  it('shows managers the providers with the masked key, models and actions', async () => {
    useSessionStore.setState({ user: { ...user, permissions: ['model:manage'] } });
    serve([provider]);
    renderWithQuery(<ModelsPage />);
    expect(await screen.findByText('••••abcd')).toBeTruthy();
    expect(screen.getByText('deepseek-vl')).toBeTruthy();
    expect(screen.getByText('图片')).toBeTruthy();
    expect(screen.getByText('64K 上下文')).toBeTruthy();
    // An embedding model says so, and nothing about context or images.
    const embedding = screen.getByText('bge-m3').closest('[data-testid="model-item"]')!;
    expect(embedding.textContent).toBe('bge-m3向量');
    expect(screen.getByRole('button', { name: /编辑/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /添加模型服务/ })).toBeTruthy();
    expect(await screen.findByText('stub-model')).toBeTruthy();
    expect(screen.getByText('平台提供的模型')).toBeTruthy();
  });

  it('tests a provider of embedding models by having one embed a word', async () => {
    useSessionStore.setState({ user: { ...user, permissions: ['model:manage'] } });
    const vectorsOnly = {
      ...provider,
      models: [provider.models[2]!],
      defaultModel: '',
    };
    const http = mockHttp((request): Reply => {
      if (request.url === '/v1/orgs/7/model-providers/test')
        return [200, { ok: true, latencyMs: 12, message: '连接成功', reply: '向量长度 1024' }];
      if (request.url === '/v1/orgs/7/model-providers') return [200, { list: [vectorsOnly] }];
      return [200, platformModels];
    });
    renderWithQuery(<ModelsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /测试连接/ }));
    expect(await screen.findByText(/向量长度 1024/)).toBeTruthy();
    const sent = http.requests.find((r) => r.url.endsWith('/test'))!;
    expect(sent.body).toEqual({ providerId: '5', model: 'bge-m3', kind: 'embedding' });
  });

  it('switches a provider off without touching its key', async () => {
    useSessionStore.setState({ user: { ...user, permissions: ['model:manage'] } });
    const http = mockHttp((request): Reply => {
      if (request.method === 'PUT') return [200, { ...provider, enabled: false }];
      if (request.url === '/v1/orgs/7/model-providers') return [200, { list: [provider] }];
      return [200, platformModels];
    });
    renderWithQuery(<ModelsPage />);
    fireEvent.click(await screen.findByRole('switch', { name: '启用' }));
    await waitFor(() => expect(http.requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = http.requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/v1/orgs/7/model-providers/5');
    expect(put.body).toMatchObject({ name: 'DeepSeek', enabled: false, models: provider.models });
    expect(put.body).not.toHaveProperty('apiKey');
  });

  it('shows members the same list read-only', async () => {
    useSessionStore.setState({ user: { ...user, permissions: [] } });
    serve([provider]);
    renderWithQuery(<ModelsPage />);
    expect(await screen.findByText('••••abcd')).toBeTruthy();
    expect(screen.getByText(/只有团队的所有者和管理员可以修改/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /添加模型服务/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('explains the offline answerer when the team has no provider', async () => {
    useSessionStore.setState({ user: { ...user, permissions: ['model:manage'] } });
    serve([]);
    renderWithQuery(<ModelsPage />);
    expect(await screen.findByText('还没有添加模型服务')).toBeTruthy();
    expect(screen.getByText(/离线应答器/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /添加模型服务/ })).toBeTruthy();
  });
});
