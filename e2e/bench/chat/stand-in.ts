/**
 * The lightest chat server of the field, as the deployed chat benchmark's yardstick (the shape of
 * chatgpt-web's: one POST, the model asked with streaming, each piece of text passed on as it
 * comes). No sign-in, no session, nothing stored: what it adds to the time to first token is the
 * least any server in front of a model adds. It answers in the studio's event names so the load
 * generator reads both alike.
 *
 * usage (its own process): node --import tsx stand-in.ts PORT MODEL_BASE_URL
 */
import http from 'node:http';
import { request } from 'undici';

const [port, modelBaseUrl] = process.argv.slice(2);
if (!port || !modelBaseUrl) throw new Error('usage: stand-in.ts PORT MODEL_BASE_URL');

const server = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (part: string) => (body += part));
  req.on('end', () => {
    void answer(body, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502).end(String(error));
      else res.end(`event: error\ndata: ${JSON.stringify({ message: String(error) })}\n\n`);
    });
  });
});

async function answer(body: string, res: http.ServerResponse) {
  const { prompt } = JSON.parse(body) as { prompt: string };
  const upstream = await request(`${modelBaseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench-stub' },
    body: JSON.stringify({
      model: 'stub-model',
      stream: true,
      messages: [{ role: 'user', content: prompt }],
    }),
  });
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  let buffer = '';
  upstream.body.setEncoding('utf8');
  for await (const part of upstream.body as AsyncIterable<string>) {
    buffer += part;
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      if (!frame.startsWith('data: ') || frame === 'data: [DONE]') continue;
      const chunk = JSON.parse(frame.slice(6)) as { choices: { delta?: { content?: string } }[] };
      const content = chunk.choices[0]?.delta?.content;
      if (content) res.write(`event: delta\ndata: ${JSON.stringify({ content })}\n\n`);
    }
  }
  res.end('event: done\ndata: {"state":"done"}\n\n');
}

server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
