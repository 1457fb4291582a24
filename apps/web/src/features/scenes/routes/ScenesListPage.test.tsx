import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SceneSecret, SceneSummary } from '@miaoyu/contracts/scenes';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { ScenesListPage } from './ScenesListPage';

const summary: SceneSummary = {
  id: '9',
  name: '官网客服',
  description: '',
  ownerId: '42',
  ownerName: 'Miao',
  draftVersion: 1,
  publishedVersion: 1,
  publishedAt: '2026-01-01T00:00:00.000Z',
  unpublishedChanges: false,
  helpers: [{ id: '3', name: 'Front desk' }],
  nodeCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The scenes API with a store of secrets that PUT and DELETE change. */
function serve(initial: string[] = []) {
  const secrets = new Map<string, SceneSecret>(
    initial.map((name) => [
      name,
      { name, createdAt: summary.createdAt, updatedAt: summary.updatedAt },
    ]),
  );
  return mockHttp((request) => {
    if (request.url === '/v1/orgs/7/scenes') return [200, { list: [summary], total: 1 }];
    if (request.url === '/v1/orgs/7/scene-secrets')
      return [200, { list: [...secrets.values()].sort((a, b) => a.name.localeCompare(b.name)) }];
    const name = /^\/v1\/orgs\/7\/scene-secrets\/(\w+)$/.exec(request.url)?.[1];
    if (name && request.method === 'PUT') {
      secrets.set(name, { name, createdAt: summary.createdAt, updatedAt: summary.updatedAt });
      return [200, { saved: true }];
    }
    if (name && request.method === 'DELETE') {
      secrets.delete(name);
      return [200, { deleted: true }];
    }
    return [404, { message: '没有找到', code: 'NOT_FOUND' }];
  });
}

const renderPage = () =>
  renderWithQuery(
    <MemoryRouter>
      <ScenesListPage />
    </MemoryRouter>,
  );

const asManager = () =>
  useSessionStore.setState({ user: { ...user, permissions: ['org:manage'] } });

async function openSecrets() {
  fireEvent.click(await screen.findByRole('button', { name: /密钥/ }));
  const title = await screen.findByText('团队密钥');
  return title.closest('.arco-drawer') as HTMLElement;
}

describe('the scenes list', () => {
  beforeEach(() => useSessionStore.setState({ user }));
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it("writes its labels with the language's own punctuation", async () => {
    serve();
    await i18n.changeLanguage('en-US');
    renderPage();
    const card = await screen.findByTestId('scene-card');
    expect(card.textContent).toContain('Owner: Miao');
    expect(card.textContent).toContain('Used by:');
    expect(card.textContent).not.toContain('：');
    await i18n.changeLanguage('zh-CN');
    expect(screen.getByTestId('scene-card').textContent).toContain('创建者：Miao');
  });

  it('offers the secrets to managers only', async () => {
    serve();
    renderPage();
    await screen.findByTestId('scene-card');
    expect(screen.queryByRole('button', { name: /密钥/ })).toBeNull();
  });

  it('lists the secrets with their times and says how HTTP nodes use them', async () => {
    asManager();
    const { requests } = serve(['CRM_KEY', 'PRICE_KEY']);
    renderPage();
    const drawer = await openSecrets();
    const rows = await within(drawer).findAllByTestId('scene-secret');
    expect(rows.map((row) => row.querySelector('code')?.textContent)).toEqual([
      'CRM_KEY',
      'PRICE_KEY',
    ]);
    expect(rows[0]!.textContent).toMatch(/创建于 .+ · 更新于 /);
    expect(drawer.textContent).toContain('{{ secret.NAME }}');
    expect(requests.some((r) => r.url.includes('scene-secrets') && r.method !== 'GET')).toBe(false);
  });

  it('adds a secret after checking its name and value with the contract', async () => {
    asManager();
    const { requests } = serve(['CRM_KEY']);
    renderPage();
    const drawer = await openSecrets();
    await within(drawer).findByTestId('scene-secret');
    const name = within(drawer).getByLabelText('名称');
    const value = within(drawer).getByLabelText('值');
    expect(value.getAttribute('type')).toBe('password');

    fireEvent.change(name, { target: { value: '1bad' } });
    fireEvent.change(value, { target: { value: 'sk-1' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /添加/ }));
    expect((await within(drawer).findByRole('alert')).textContent).toContain('字母或下划线开头');

    fireEvent.change(name, { target: { value: 'CRM_KEY' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /添加/ }));
    expect((await within(drawer).findByRole('alert')).textContent).toContain('已有同名密钥');

    fireEvent.change(name, { target: { value: 'PRICE_KEY' } });
    fireEvent.change(value, { target: { value: '' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /添加/ }));
    expect((await within(drawer).findByRole('alert')).textContent).toContain('1 到 4000');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    fireEvent.change(value, { target: { value: 'sk-price' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /添加/ }));
    await waitFor(() => expect(within(drawer).getAllByTestId('scene-secret')).toHaveLength(2));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({
      url: '/v1/orgs/7/scene-secrets/PRICE_KEY',
      body: { value: 'sk-price' },
    });
    expect((name as HTMLInputElement).value).toBe('');
    expect((value as HTMLInputElement).value).toBe('');
  });

  it('replaces a value and deletes a secret after a confirmation', async () => {
    asManager();
    const { requests } = serve(['CRM_KEY']);
    renderPage();
    const drawer = await openSecrets();
    const row = await within(drawer).findByTestId('scene-secret');

    fireEvent.click(within(row).getByRole('button', { name: '替换' }));
    fireEvent.change(within(row).getByLabelText('“CRM_KEY”的新值'), {
      target: { value: 'sk-new' },
    });
    fireEvent.click(within(row).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
        url: '/v1/orgs/7/scene-secrets/CRM_KEY',
        body: { value: 'sk-new' },
      }),
    );

    fireEvent.click(await within(row).findByRole('button', { name: '删除' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    const confirm = await screen.findByText(/删除密钥“CRM_KEY”/);
    const popup = confirm.closest('.arco-popconfirm') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: '删除' }));
    expect(await within(drawer).findByText('还没有密钥')).toBeTruthy();
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe(
      '/v1/orgs/7/scene-secrets/CRM_KEY',
    );
  });
});
