import { expect, test } from '@playwright/test';

test('an unknown API path answers JSON 404, not the app', async ({ request }) => {
  const res = await request.get('/v1/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: '请求的资源不存在' });
});

test('Swagger UI renders the API document under our security headers', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/docs');
  await expect(page.getByText('妙语 AI Studio API')).toBeVisible();
  await expect(page.getByText('/v1/user/loginByPhone')).toBeVisible();
  expect(errors.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
});
