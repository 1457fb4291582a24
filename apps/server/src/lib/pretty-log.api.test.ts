import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../config';
import { openTestDatabase, testsOn } from '../../test/databases';

/** Everything the server printed, as text. */
class TextCapture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

// What a newcomer sees after `npm start`: development defaults, on PGlite.
describe.skipIf(!testsOn('pglite'))('development log', () => {
  let app: App | undefined;
  afterAll(() => app?.close());

  it('prints the sign-in code plainly, and no line for requests that went well', async () => {
    const out = new TextCapture();
    const config = testConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      // A busy test machine may take a second to send: slowness is not what this test is about.
      LOG_SLOW_REQUEST_MS: '0',
    });
    expect(config.LOG_FORMAT).toBe('pretty');
    app = await buildApp(config, { database: await openTestDatabase('pglite'), logStream: out });
    await app.ready();
    const sent = await app.inject({
      method: 'POST',
      url: '/v1/user/sendCode',
      payload: { phone: '13800000009' },
    });
    expect(sent.statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await app.inject('/livez');
    const line = out.text.split('\n').find((text) => text.includes('sign-in code'));
    expect(line).toMatch(/INFO: sign-in code for 13800000009: \d{6} \(valid 5 min\)$/);
    expect(out.text, out.text).not.toContain('/livez');
    expect(out.text).not.toContain('POST /v1/user/sendCode');
    expect(out.text).not.toContain('{"level"');
  });
});
