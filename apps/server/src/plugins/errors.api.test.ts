import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { DATABASE_KINDS } from '../../test/databases';
import { useTestApp } from '../../test/harness';

describe.each(DATABASE_KINDS)('error catalogue on %s', (kind) => {
  const t = useTestApp(kind, { BODY_LIMIT: '2048' }, (app) => {
    app.get('/v1/test/boom', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
    });
    app.post('/v1/test/duplicate', async () => {
      const row = { phone: '13300000001', nickname: 'dup' };
      await app.db.insert(users).values(row);
      await app.db.insert(users).values(row);
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
    const res = await t.app.inject({ method: 'POST', url: '/v1/test/duplicate', payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: '数据冲突，请刷新后重试' });
    expect(res.body).not.toContain('users_phone_unique');
  });

  it('a 500 never carries internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: '服务器内部错误，请稍后重试' });
    expect(res.body).not.toMatch(/secret_table|app\.ts|stack/);
    // The log keeps what the caller is not told.
    expect(JSON.stringify(t.logs.lines)).toContain('secret_table');
  });
});
