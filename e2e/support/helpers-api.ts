import { expect, type Page } from '@playwright/test';
import type { CreateHelper, Helper, Org } from '@miaoyu/contracts';

/**
 * The helper specs' calls to the API with the page's own token: what a test needs before it
 * starts (a team, a knowledge base) and the clean-up a retried test begins with.
 */
export interface Caller {
  page: Page;
  authorization: string;
  userId: string;
}

export async function callerOf(page: Page): Promise<Caller> {
  const stored = await page.evaluate(() => ({
    authorization: localStorage.getItem('token') ?? '',
    userId: localStorage.getItem('userId') ?? '',
  }));
  expect(stored.authorization).not.toBe('');
  return { page, ...stored };
}

export async function call<T>(
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const answer = await caller.page.request.fetch(path, {
    method,
    headers: { authorization: caller.authorization },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

export const myOrgs = async (caller: Caller) =>
  (await call<{ list: Org[] }>(caller, 'GET', '/v1/orgs')).list;

/** The caller's team of this name (made on the first try), as their current organisation. */
export async function currentTeam(caller: Caller, name: string): Promise<Org> {
  const team =
    (await myOrgs(caller)).find((org) => org.kind === 'team' && org.name === name) ??
    (await call<Org>(caller, 'POST', '/v1/orgs', { name }));
  await call(caller, 'POST', '/v1/user/currentOrg', { orgId: team.id });
  return team;
}

export async function personalOrg(caller: Caller): Promise<Org> {
  const org = (await myOrgs(caller)).find((o) => o.kind === 'personal');
  expect(org).toBeDefined();
  return org!;
}

export const createHelper = (caller: Caller, orgId: string, body: CreateHelper) =>
  call<Helper>(caller, 'POST', `/v1/orgs/${orgId}/helpers`, body);

/** Removes the helpers the caller made in the org, their versions and keys with them. */
export async function removeMyHelpers(caller: Caller, orgId: string) {
  const base = `/v1/orgs/${orgId}/helpers`;
  const { list } = await call<{ list: Helper[] }>(caller, 'GET', `${base}?scope=mine&limit=100`);
  for (const helper of list) await call(caller, 'DELETE', `${base}/${helper.id}`);
}

export async function removeDatasets(caller: Caller, orgId: string) {
  const base = `/v1/orgs/${orgId}/datasets`;
  const { list } = await call<{ list: { id: string }[] }>(caller, 'GET', base);
  for (const dataset of list) await call(caller, 'DELETE', `${base}/${dataset.id}`);
}

export async function removeSubscriptions(caller: Caller, orgId: string) {
  const base = `/v1/orgs/${orgId}/subscriptions`;
  const { list } = await call<{ list: { code: string }[] }>(caller, 'GET', `${base}?limit=100`);
  for (const helper of list) await call(caller, 'DELETE', `${base}/${helper.code}`);
}

/** A knowledge base with one pasted document, once the document is searchable. */
export async function datasetWithText(
  caller: Caller,
  orgId: string,
  dataset: { name: string; description: string },
  document: { name: string; text: string },
) {
  const base = `/v1/orgs/${orgId}/datasets`;
  const { id } = await call<{ id: string }>(caller, 'POST', base, dataset);
  const added = await call<{ id: string }>(
    caller,
    'POST',
    `${base}/${id}/documents/text`,
    document,
  );
  await expect
    .poll(
      async () =>
        (await call<{ status: string }>(caller, 'GET', `${base}/${id}/documents/${added.id}`))
          .status,
      { timeout: 30_000, intervals: [200] },
    )
    .toBe('done');
  return id;
}
