import type { AdminSearchQuery } from '@miaoyu/contracts/admin';
import type { AdminFeedbackQuery } from '@miaoyu/contracts/feedback';
import { DEFAULT_PAGE_SIZE } from '@/hooks/usePaging';
import type { FirstRequest } from '@/lib/preload';

/** What a paged admin list asks for before anyone typed or paged (`usePaging`'s first state). */
export const firstSearchPage: AdminSearchQuery = { q: '', offset: 0, limit: DEFAULT_PAGE_SIZE };

/** The feedback list's first page with no status or type chosen. */
export const firstFeedbackPage: AdminFeedbackQuery = { offset: 0, limit: DEFAULT_PAGE_SIZE };

/** `GET /v1/admin/users`: a page of platform users matching `q`. */
export const adminUsersRequest = (query: AdminSearchQuery): FirstRequest => ({
  path: '/v1/admin/users',
  params: { ...query },
});

/** `GET /v1/admin/orgs`: a page of organisations matching `q`. */
export const adminOrgsRequest = (query: AdminSearchQuery): FirstRequest => ({
  path: '/v1/admin/orgs',
  params: { ...query },
});

/** `GET /v1/admin/feedbacks`: a page of everyone's feedback; unset filters are left out. */
export const adminFeedbacksRequest = (query: AdminFeedbackQuery): FirstRequest => ({
  path: '/v1/admin/feedbacks',
  params: { ...query },
});

/** `GET /v1/admin/menus`: each platform role's menu. */
export const roleMenusRequest = (): FirstRequest => ({ path: '/v1/admin/menus' });

/** `GET /v1/admin/system`: the deployment's status. */
export const systemStatusRequest = (): FirstRequest => ({ path: '/v1/admin/system' });

/** The private model hosts: listed, allowed (POST) and removed (DELETE `/{host}`) here. */
export const modelHostsPath = '/v1/admin/model-hosts';

/** `GET /v1/admin/model-hosts`: stored hosts and the environment's. */
export const modelHostsRequest = (): FirstRequest => ({ path: modelHostsPath });
