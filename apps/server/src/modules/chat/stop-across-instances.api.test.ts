import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from '../../../test/harness';
import { openTestDatabase, testsOn } from '../../../test/databases';
import { startLlmStub, type LlmStub } from '../../../test/llm-stub';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';

/**
 * Two instances behind a load balancer share the database and Redis: a stop request that reaches
 * the instance not writing the answer must still end the answer and its upstream request at once.
 */
describe.runIf(process.env.TEST_REDIS_URL && testsOn('pglite'))(
  'stop across instances through Redis',
  () => {
    let stub: LlmStub;
    let writer: App;
    let other: App;
    const codes: Record<string, string> = {};
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          const entry = JSON.parse(line) as { msg?: string; phone?: string; code?: string };
          if (entry.msg === 'sms code' && entry.phone) codes[entry.phone] = String(entry.code);
        }
        done();
      },
    });

    beforeAll(async () => {
      stub = await startLlmStub({ chunks: 50, delayMs: 20 });
      const config = testConfig({
        LOG_LEVEL: 'info',
        REDIS_URL: process.env.TEST_REDIS_URL ?? '',
        REDIS_KEY_PREFIX: `miaoyu-test-${randomBytes(6).toString('hex')}:`,
        OPENAI_BASE_URL: stub.baseUrl,
        LLM_MODEL: 'stub-model-slow',
      });
      const database = await openTestDatabase('pglite');
      writer = await buildApp(config, { database, logStream: logs });
      // The second instance must not close the shared database; the first one does.
      other = await buildApp(config, { database: { ...database, close: async () => {} } });
      await writer.listen({ port: 0, host: '127.0.0.1' });
      await other.ready();
    });

    afterAll(async () => {
      await other?.close();
      await writer?.close();
      await stub?.close();
    });

    it('ends the answer on the instance that writes it, stored as stopped', async () => {
      const phone = '13700000031';
      await writer.inject({ method: 'POST', url: '/v1/user/sendCode', payload: { phone } });
      const login = await writer.inject({
        method: 'POST',
        url: '/v1/user/loginByPhone',
        payload: { phone, code: codes[phone] },
      });
      const { id, session } = login.json() as { id: string; session: { token: string } };
      const authorization = authHeader(id, session.token);
      const created = await writer.inject({
        method: 'POST',
        url: '/v1/chat/sessions',
        headers: { authorization },
        payload: {},
      });
      const { sessionId } = created.json() as { sessionId: string };
      const url = `/v1/chat/users/${id}/sessions/${sessionId}/completions`;
      const port = (writer.server.address() as AddressInfo).port;

      const response = await fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: '讲个长故事' }),
      });
      const reader = response.body!.getReader();
      let text = '';
      while (!text.includes('event: delta'))
        text += new TextDecoder().decode((await reader.read()).value);
      const answerId = /"answerId":"(\d+)"/.exec(text)![1]!;

      const stopped = Date.now();
      const stop = await other.inject({
        method: 'POST',
        url: `${url}/${answerId}/stop`,
        headers: { authorization },
      });
      expect(stop.json()).toEqual({ stopped: true });
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      // The slow stub would need 10 s for the whole answer.
      expect(Date.now() - stopped).toBeLessThan(2_000);
      expect(text).toContain('"state":"stopped"');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stub.aborted).toBe(1);

      const page = await other.inject({ url, headers: { authorization } });
      const answer = (page.json() as { list: { id: string; state: string }[] }).list.find(
        (m) => m.id === answerId,
      );
      expect(answer?.state).toBe('stopped');
    });
  },
);
