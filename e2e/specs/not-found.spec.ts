import { expect, test } from '@playwright/test';

test('an unknown API path answers JSON 404, not the app', async ({ request }) => {
  const res = await request.get('/v1/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: '请求的资源不存在' });
});
