import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { readForm } from '../lib/upload';
import { DATABASE_KINDS } from '../../test/databases';
import { useTestApp } from '../../test/harness';
import { multipart } from '../../test/multipart';

describe.each(DATABASE_KINDS)('error catalogue on %s', (kind) => {
  const t = useTestApp(kind, { BODY_LIMIT: '2048' }, (app) => {
    app.get('/test/boom', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
    });
    app.post('/test/duplicate', async () => {
      const row = { phone: '13300000001', nickname: 'dup' };
      await app.db.insert(users).values(row);
      await app.db.insert(users).values(row);
      return { ok: true };
    });
    // A form that takes many files, so the limit on parts (not on files) is the one reached.
    app.post('/test/form', async (request) => {
      await readForm(request, 1024, 100);
      return { ok: true };
    });
  });
  const post = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('malformed JSON answers 400 INVALID_JSON', async () => {
    const res = await post('/v1/user/sendCode', '{"phone": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_JSON', message: '请求体不是合法的 JSON' });
  });

  it('an empty JSON body answers 400', async () => {
    const res = await post('/v1/user/sendCode', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_JSON');
  });

  it('wrong types answer 422 with detail', async () => {
    const res = await post(
      '/v1/user/loginByPhone',
      JSON.stringify({ phone: 13800000001, code: 123456 }),
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.detail).toEqual([
      { loc: ['body', 'phone'], msg: '类型应为 string' },
      { loc: ['body', 'code'], msg: '类型应为 string' },
    ]);
  });

  it('missing fields answer 422 naming each field', async () => {
    const res = await post('/v1/user/loginByPhone', JSON.stringify({}));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'phone'], msg: '此项必填' },
      { loc: ['body', 'code'], msg: '此项必填' },
    ]);
  });

  it('a bad phone and code get readable messages, in English when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/loginByPhone',
      payload: { phone: '12345', code: '12ab' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      detail: [
        { loc: ['body', 'phone'], msg: 'Enter a valid phone number' },
        { loc: ['body', 'code'], msg: 'Enter the 6-digit code' },
      ],
    });
  });

  it('a body over the limit answers 413', async () => {
    const res = await post('/v1/user/sendCode', JSON.stringify({ phone: 'x'.repeat(4000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: '请求体过大（上限 2 KB）' });
  });

  it('a form body over its own limit names that limit, not the JSON one', async () => {
    const { authorization } = await t.signIn('13300000010');
    const send = (content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/feedbacks',
        payload: new URLSearchParams({ type: 'bug', content }).toString(),
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      });
    // Within the form limit (64 KB) though over the app's 2 KB: the content rule answers.
    expect((await send('x'.repeat(10 * 1024))).statusCode).toBe(422);
    const res = await send('x'.repeat(70 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: '请求体过大（上限 64 KB）' });
  });

  it('a multipart form with too many fields or parts answers 413 naming the limit', async () => {
    const { authorization } = await t.signIn('13300000011');
    const fields = Object.fromEntries(
      Array.from({ length: 25 }, (_, i) => [`field${i}`, 'x'] as const),
    );
    const manyFields = multipart({ type: 'bug', content: 'x', ...fields });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/feedbacks',
      payload: manyFields.payload,
      headers: { ...manyFields.headers, authorization, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large (limit 20 form fields)',
    });

    const file = { field: 'file', filename: 'a.txt', contentType: 'text/plain' };
    const manyParts = multipart(
      {},
      Array.from({ length: 31 }, () => ({ ...file, body: Buffer.from('x') })),
    );
    const parts = await t.app.inject({ method: 'POST', url: '/test/form', ...manyParts });
    expect(parts.statusCode).toBe(413);
    expect(parts.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: '请求体过大（上限 30 个表单项）',
    });
  });

  it('a file over the size its route reads answers 413 naming that size', async () => {
    const form = multipart({}, [
      { field: 'file', filename: 'a.txt', contentType: 'text/plain', body: Buffer.alloc(2048) },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/test/form', ...form });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: '请求体过大（上限 1 KB）' });
  });

  it('a path that is not valid percent-encoding answers 400 in the same shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/files/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
    const english = await t.app.inject({
      method: 'GET',
      url: '/v1/files/%E0%A4%A',
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().message).toMatch(/^[A-Z][a-z]/);
  });

  it('an unsupported content type answers 415', async () => {
    const res = await post('/v1/user/sendCode', 'phone=1', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['GET', '/v1/nothing-here'],
    ['POST', '/v1/user/nothing'],
    ['POST', '/api/unknown'],
    ['DELETE', '/somewhere/else'],
  ] as const)('%s %s answers 404 JSON', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: '请求的资源不存在' });
  });

  it('a write that loses a race for a unique key answers 409', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/duplicate', payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: '数据冲突，请刷新后重试' });
    expect(res.body).not.toContain('users_phone_unique');
  });

  it('a 500 never carries internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: '服务器内部错误，请稍后重试' });
    expect(res.body).not.toMatch(/secret_table|app\.ts|stack/);
    // The log keeps what the caller is not told.
    expect(JSON.stringify(t.logs.lines)).toContain('secret_table');
  });
});
