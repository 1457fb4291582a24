import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundGuard } from '../../lib/outbound/fetch';
import type { GatewayLimits, ModelTarget } from './gateway';
import { EMBEDDING_ANSWER_MAX_BYTES, embedTexts } from './openai-embeddings';

const limits: GatewayLimits = {
  connectTimeoutMs: 3000,
  idleTimeoutMs: 5000,
  outbound: new OutboundGuard({ allowedHosts: new Set() }),
};

describe('embedTexts', () => {
  let server: Server;
  let baseUrl = '';
  /** Bytes the endless answer wrote before the reader hung up. */
  let written = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url === '/ok/embeddings') {
        res.end(JSON.stringify({ data: [{ index: 0, embedding: [0.25, -0.5, 1] }] }));
        return;
      }
      // An answer that never ends: the reader must stop, not hold it.
      const block = Buffer.alloc(64 * 1024, ' ');
      let open = true;
      res.on('close', () => (open = false));
      const more = () => {
        while (open && res.write(block)) written += block.length;
        if (open) res.once('drain', more);
      };
      more();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await limits.outbound.close();
  });
  const target = (path: string): ModelTarget => ({
    ref: 'env:embed',
    model: 'embed',
    providerName: 'stub',
    baseUrl: `${baseUrl}/${path}`,
    apiKey: '',
    vision: false,
    contextSize: 8192,
    checkHost: false,
  });

  it('reads the vectors', async () => {
    expect(await embedTexts(target('ok'), ['退货'], limits, 5000)).toEqual([[0.25, -0.5, 1]]);
  });

  it('stops reading an answer larger than any batch of vectors', async () => {
    await expect(embedTexts(target('endless'), ['退货'], limits, 5000)).rejects.toMatchObject({
      code: 'UPSTREAM_BAD_RESPONSE',
    });
    expect(written).toBeLessThan(EMBEDDING_ANSWER_MAX_BYTES * 3);
  });
});
