import { Message } from '@arco-design/web-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RoleContext } from '@/lib/permission';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { ProviderDrawer } from './ProviderDrawer';

const PATH = '/v1/orgs/7/model-providers';
const REFUSED = {
  message: '不允许访问内网、本机或链路本地地址：127.0.0.1。本地模型服务需由平台管理员放行',
  code: 'BASE_URL_FORBIDDEN',
  detail: [{ loc: ['body', 'baseUrl'], msg: '不允许访问内网、本机或链路本地地址：127.0.0.1' }],
};

function type(label: string, value: string) {
  fireEvent.change(screen.getAllByLabelText(label)[0]!, { target: { value } });
}

/** Opens the preset list and picks the one shown as `name`. */
async function pickPreset(name: string) {
  fireEvent.click(screen.getByLabelText('服务商预设'));
  fireEvent.click(
    await screen.findByText(name, { selector: '.arco-select-option, .arco-select-option *' }),
  );
}

const drawer = (role: string) =>
  renderWithQuery(
    <RoleContext.Provider value={role}>
      <ProviderDrawer orgId="7" onClose={() => {}} />
    </RoleContext.Provider>,
  );

describe('adding a provider: presets, refused hosts, the model list', () => {
  beforeEach(() => {
    vi.spyOn(Message, 'success').mockImplementation(() => undefined as never);
  });

  it('fills the name and base URL from a preset, and says a local one needs allowing', async () => {
    mockHttp(() => [200, {}]);
    drawer('user');
    await pickPreset('Ollama（本地）');
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('Ollama（本地）');
    expect((screen.getByLabelText('接口地址（Base URL）') as HTMLInputElement).value).toBe(
      'http://127.0.0.1:11434/v1',
    );
    expect(screen.getByText(/需平台管理员放行该主机/)).toBeTruthy();
  });

  it('links a platform admin to the allow list for a refused host', async () => {
    const http = mockHttp(() => [422, REFUSED]);
    drawer('admin');
    await pickPreset('vLLM（本地）');
    fireEvent.click(screen.getByRole('button', { name: '获取模型列表' }));
    const hint = await screen.findByTestId('refused-host-hint');
    const link = within(hint).getByRole('link', { name: '在新标签页中放行 127.0.0.1:8000' });
    expect(link.getAttribute('href')).toBe('/admin/model-hosts?host=127.0.0.1%3A8000');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(http.requests[0]).toMatchObject({
      method: 'POST',
      url: `${PATH}/models`,
      body: { baseUrl: 'http://127.0.0.1:8000/v1' },
    });
    // Another address hides the hint: it was about the refused one.
    type('接口地址（Base URL）', 'https://api.deepseek.com/v1');
    await waitFor(() => expect(screen.queryByTestId('refused-host-hint')).toBeNull());
  });

  it('tells anyone else to ask a platform admin', async () => {
    mockHttp(() => [422, REFUSED]);
    drawer('user');
    await pickPreset('Ollama（本地）');
    fireEvent.click(screen.getByRole('button', { name: '测试连接' }));
    type('模型名称', 'qwen2.5:7b');
    fireEvent.click(screen.getByRole('button', { name: '测试连接' }));
    const hint = await screen.findByTestId('refused-host-hint');
    expect(hint.textContent).toContain('请联系平台管理员');
    expect(hint.textContent).toContain('127.0.0.1:11434');
    expect(within(hint).queryByRole('link')).toBeNull();
  });

  it('adds the models picked from the service’s list', async () => {
    const http = mockHttp((request) =>
      request.url.endsWith('/models')
        ? [200, { list: ['bge-m3', 'deepseek-chat', 'deepseek-reasoner'] }]
        : [200, {}],
    );
    drawer('user');
    await pickPreset('DeepSeek');
    type('API 密钥', 'sk-typed-1234');
    fireEvent.click(screen.getByRole('button', { name: '获取模型列表' }));
    const select = await screen.findByTestId('fetched-models');
    expect(http.requests[0]!.body).toEqual({
      baseUrl: 'https://api.deepseek.com/v1',
      apiKey: 'sk-typed-1234',
    });
    fireEvent.click(select);
    fireEvent.click(
      await screen.findByText('deepseek-chat', {
        selector: '.arco-select-option *, .arco-select-option',
      }),
    );
    fireEvent.click(
      await screen.findByText('bge-m3', { selector: '.arco-select-option *, .arco-select-option' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '添加所选（2）' }));
    await waitFor(() => expect(screen.getAllByTestId('model-row')).toHaveLength(2));
    const ids = screen
      .getAllByLabelText('模型名称')
      .map((input) => (input as HTMLInputElement).value);
    expect(ids).toEqual(['deepseek-chat', 'bge-m3']);
    expect(within(screen.getAllByTestId('model-row')[1]!).getByText('向量')).toBeTruthy();
  });
});
