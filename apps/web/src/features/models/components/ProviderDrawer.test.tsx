import { Message } from '@arco-design/web-react';
import type { ModelProvider } from '@miaoyu/contracts/models';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { ProviderDrawer } from './ProviderDrawer';

const saved: ModelProvider = {
  id: '5',
  name: 'DeepSeek',
  kind: 'openai-compatible',
  baseUrl: 'https://api.deepseek.com/v1',
  apiKeyLast4: 'abcd',
  hasApiKey: true,
  models: [{ id: 'deepseek-chat', kind: 'chat', vision: false, contextSize: 65536 }],
  defaultModel: 'deepseek-chat',
  enabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const PATH = '/v1/orgs/7/model-providers';

function type(label: string | RegExp, value: string, index = 0) {
  const input = screen.getAllByLabelText(label)[index] as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
}

describe('ProviderDrawer', () => {
  beforeEach(() => {
    vi.spyOn(Message, 'success').mockImplementation(() => undefined as never);
  });

  it('shows the contract’s messages under the fields and sends nothing while invalid', async () => {
    const http = mockHttp(() => [200, saved]);
    renderWithQuery(<ProviderDrawer orgId="7" onClose={() => {}} />);
    type('接口地址（Base URL）', 'api.example.com');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('名称需为 1 到 40 个字符')).toBeTruthy();
    expect(screen.getByText('请输入以 http:// 或 https:// 开头的地址')).toBeTruthy();
    expect(screen.getByText('请填写模型名称')).toBeTruthy();
    expect(http.requests).toHaveLength(0);
  });

  it('adds a provider with its key and models', async () => {
    const http = mockHttp(() => [200, saved]);
    const onClose = vi.fn();
    renderWithQuery(<ProviderDrawer orgId="7" onClose={onClose} />);
    type('名称', 'DeepSeek');
    type('接口地址（Base URL）', 'https://api.deepseek.com/v1');
    type('API 密钥', 'sk-secret-abcd');
    type('模型名称', 'deepseek-chat');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(http.requests[0]).toMatchObject({
      method: 'POST',
      url: PATH,
      body: {
        name: 'DeepSeek',
        baseUrl: 'https://api.deepseek.com/v1',
        apiKey: 'sk-secret-abcd',
        models: [{ id: 'deepseek-chat', kind: 'chat', vision: false, contextSize: 8192 }],
        enabled: true,
      },
    });
  });

  it('marks a model as an embedding one: no context size or images, never the default', async () => {
    const http = mockHttp(() => [200, saved]);
    const onClose = vi.fn();
    renderWithQuery(<ProviderDrawer orgId="7" onClose={onClose} />);
    type('名称', 'OpenAI');
    type('接口地址（Base URL）', 'https://api.openai.com/v1');
    type('模型名称', 'gpt-4o-mini');
    fireEvent.click(screen.getByRole('button', { name: /添加模型/ }));
    type('模型名称', 'text-embedding-3-small', 1);
    const rows = () => screen.getAllByTestId('model-row');
    expect(within(rows()[1]!).getByText('对话')).toBeTruthy();
    expect(within(rows()[1]!).getByLabelText('上下文长度')).toBeTruthy();

    fireEvent.click(within(rows()[1]!).getByRole('combobox', { name: '类型' }));
    fireEvent.click(await screen.findByText('向量（Embedding）'));
    await waitFor(() => expect(within(rows()[1]!).getByText('向量')).toBeTruthy());
    expect(within(rows()[1]!).queryByLabelText('上下文长度')).toBeNull();
    expect(within(rows()[1]!).queryByText('支持图片')).toBeNull();
    expect(within(rows()[1]!).getByText('用于知识库检索，无需设置上下文和图片')).toBeTruthy();
    expect(within(rows()[0]!).getByLabelText('上下文长度')).toBeTruthy();

    // The default model offers the chat model only.
    const choose = screen.getByText('默认模型').closest('.arco-form-item')!;
    fireEvent.click(within(choose as HTMLElement).getByRole('combobox'));
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['gpt-4o-mini']);

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(http.requests[0]!.body).toMatchObject({
      models: [
        { id: 'gpt-4o-mini', kind: 'chat', vision: false, contextSize: 8192 },
        { id: 'text-embedding-3-small', kind: 'embedding', vision: false },
      ],
    });
  });

  it('shows a saved embedding model as one when editing', () => {
    const withEmbedding: ModelProvider = {
      ...saved,
      models: [
        ...saved.models,
        { id: 'bge-m3', kind: 'embedding', vision: false, contextSize: 8192 },
      ],
    };
    renderWithQuery(<ProviderDrawer orgId="7" provider={withEmbedding} onClose={() => {}} />);
    const rows = screen.getAllByTestId('model-row');
    expect(within(rows[0]!).getByText('对话')).toBeTruthy();
    expect(within(rows[1]!).getByText('向量')).toBeTruthy();
    expect(within(rows[1]!).queryByLabelText('上下文长度')).toBeNull();
  });

  it('editing without typing a key sends no apiKey, so the stored one is kept', async () => {
    const http = mockHttp(() => [200, { ...saved, name: 'DeepSeek 2' }]);
    const onClose = vi.fn();
    renderWithQuery(<ProviderDrawer orgId="7" provider={saved} onClose={onClose} />);
    expect(screen.getByPlaceholderText('已保存 ••••abcd，留空则保持不变')).toBeTruthy();
    type('名称', 'DeepSeek 2');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const request = http.requests[0]!;
    expect(request).toMatchObject({ method: 'PUT', url: `${PATH}/5` });
    expect(request.body).toMatchObject({ name: 'DeepSeek 2', defaultModel: 'deepseek-chat' });
    expect(request.body).not.toHaveProperty('apiKey');
  });

  it('clearing the key sends an empty one', async () => {
    const http = mockHttp(() => [200, saved]);
    const onClose = vi.fn();
    renderWithQuery(<ProviderDrawer orgId="7" provider={saved} onClose={onClose} />);
    fireEvent.click(screen.getByLabelText('清除已保存的密钥'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(http.requests[0]!.body).toHaveProperty('apiKey', '');
  });

  it('puts a 422 detail on the field it names', async () => {
    mockHttp(() => [
      422,
      {
        message: '参数校验失败',
        code: 'VALIDATION_FAILED',
        detail: [{ loc: ['body', 'models', '0', 'id'], msg: '服务端说模型名不对' }],
      },
    ]);
    const onClose = vi.fn();
    renderWithQuery(<ProviderDrawer orgId="7" provider={saved} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const message = await screen.findByText('服务端说模型名不对');
    expect(message.closest('[data-testid="model-row"]')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refused base URL on the base URL field when testing', async () => {
    const http = mockHttp(() => [
      422,
      { message: '不允许访问内网、本机或链路本地地址：10.0.0.1', code: 'BASE_URL_FORBIDDEN' },
    ]);
    const keyless = { ...saved, hasApiKey: false, apiKeyLast4: '' };
    renderWithQuery(<ProviderDrawer orgId="7" provider={keyless} onClose={() => {}} />);
    type('接口地址（Base URL）', 'http://10.0.0.1/v1');
    fireEvent.click(screen.getByRole('button', { name: '测试连接' }));
    const message = await screen.findByText('不允许访问内网、本机或链路本地地址：10.0.0.1');
    expect(message.closest('.arco-form-item')?.textContent).toContain('接口地址（Base URL）');
    expect(http.requests[0]!.body).toEqual({
      providerId: '5',
      baseUrl: 'http://10.0.0.1/v1',
      model: 'deepseek-chat',
      kind: 'chat',
    });
  });

  it('asks for the key again when the address of a saved key changes', async () => {
    const http = mockHttp(() => [200, saved]);
    const onClose = vi.fn();
    renderWithQuery(<ProviderDrawer orgId="7" provider={saved} onClose={onClose} />);
    type('接口地址（Base URL）', 'https://elsewhere.example.com/v1');
    expect(await screen.findByPlaceholderText('地址已修改，请重新输入密钥')).toBeTruthy();
    // Neither a test nor a save sends the saved key's provider to the new address.
    fireEvent.click(screen.getByRole('button', { name: '测试连接' }));
    const reason = '修改地址后需重新输入 API 密钥：已保存的密钥只会发送到保存时的地址';
    const message = await screen.findByText(reason);
    expect(message.closest('.arco-form-item')?.textContent).toContain('API 密钥');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getAllByText(reason)).toHaveLength(1));
    expect(http.requests).toHaveLength(0);
    type('API 密钥', 'sk-typed-again');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(http.requests[0]!.body).toMatchObject({
      baseUrl: 'https://elsewhere.example.com/v1',
      apiKey: 'sk-typed-again',
    });
  });

  it('shows a successful test with its latency and the reply', async () => {
    mockHttp(() => [200, { ok: true, latencyMs: 321, message: 'OK', reply: '你好' }]);
    renderWithQuery(<ProviderDrawer orgId="7" provider={saved} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '测试连接' }));
    expect(await screen.findByText('连接成功 · 321 ms')).toBeTruthy();
    expect(screen.getByText('模型回复：你好')).toBeTruthy();
  });
});
