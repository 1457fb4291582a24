import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { headStart } from '@/test/route-preload';
import { mockHttp, type RecordedRequest } from '@/test/http';
import { getAdminFeedbacks } from './api/getAdminFeedbacks';
import { getAdminOrgs } from './api/getAdminOrgs';
import { getAdminUsers } from './api/getAdminUsers';
import { getRoleMenus } from './api/getRoleMenus';
import { getSystemStatus } from './api/getSystemStatus';
import { getModelHosts } from './api/modelHosts';
import { adminFeature } from './feature';

const systemStatus = {
  version: '1.0.0',
  node: 'v22',
  uptimeSeconds: 1,
  database: { kind: 'pglite', up: true },
  redis: 'off',
  sms: 'console',
  users: 1,
  organisations: 1,
  startedAt: '2025-01-01T00:00:00.000Z',
  settings: [],
  queues: [],
};

/** A body each admin path's schema accepts. */
function answer(request: RecordedRequest): [number, unknown] {
  if (request.url === '/v1/admin/system') return [200, systemStatus];
  if (request.url === '/v1/admin/menus') return [200, { roles: [], available: [] }];
  if (request.url === '/v1/admin/model-hosts') return [200, { list: [], fromEnvironment: [] }];
  return [200, { list: [], total: 0 }];
}

const asked = (requests: RecordedRequest[]) =>
  requests.map((request) => ({ url: request.url, params: Object.fromEntries(request.params) }));

describe('admin pages start their first request with their code', () => {
  beforeEach(() => {
    // Platform paths name no team: a signed-in session is all they need.
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
  });

  const pages: [string, string, Record<string, string>, () => Promise<unknown>][] = [
    [
      '/admin/users',
      '/v1/admin/users',
      { q: '', offset: '0', limit: '20' },
      () => getAdminUsers({ q: '', offset: 0, limit: 20 }),
    ],
    [
      '/admin/orgs',
      '/v1/admin/orgs',
      { q: '', offset: '0', limit: '20' },
      () => getAdminOrgs({ q: '', offset: 0, limit: 20 }),
    ],
    [
      '/admin/feedback',
      '/v1/admin/feedbacks',
      { offset: '0', limit: '20' },
      () => getAdminFeedbacks({ offset: 0, limit: 20 }),
    ],
    ['/admin/menus', '/v1/admin/menus', {}, getRoleMenus],
    ['/admin/system', '/v1/admin/system', {}, getSystemStatus],
    ['/admin/model-hosts', '/v1/admin/model-hosts', {}, getModelHosts],
  ];

  it.each(pages)(
    '%s asks for %s once, and the page takes that answer',
    async (path, url, params, load) => {
      const { requests } = mockHttp(answer);
      headStart(adminFeature, path);
      expect(asked(requests)).toEqual([{ url, params }]);
      // Called as the page calls it on first render (page 1, no search, no filter).
      await load();
      expect(requests).toHaveLength(1);
    },
  );
});
