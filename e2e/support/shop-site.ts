import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ShopSite {
  server: Server;
  /** `http://127.0.0.1:<port>`: another origin than the studio's. */
  origin: string;
}

/**
 * A shop's website on another origin, for embedding the bot: every path answers one page whose
 * body ends with `extra()` (the embed code, read on each request since the key or the code
 * pasted comes after the origin is known).
 */
export function shopSite(title: string, extra: () => string): Promise<ShopSite> {
  return new Promise((resolve) => {
    const server = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>` +
          `<body style="font-family:sans-serif;margin:24px"><h1>${title}</h1><p>欢迎选购。</p>` +
          `${extra()}</body></html>`,
      );
    });
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });
}
