// An OpenAI-compatible model for the stack smoke test, on the wire as the test stub in
// apps/server/test/llm-stub.ts: GET /v1/models, POST /v1/chat/completions (JSON, or Server-Sent
// Events of `data: {chunk}` lines ending in `data: [DONE]`). The answer echoes the question in
// CHUNKS pieces, DELAY_MS apart (250 ms for a model named `*-slow`), so the test can tell a
// streamed answer from a buffered one.
//
// usage: node llm-server.mjs   (PORT 8000, OPENAI_API_KEY required, CHUNKS 20, DELAY_MS 50)
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 8000);
const apiKey = process.env.OPENAI_API_KEY;
const chunks = Number(process.env.CHUNKS ?? 20);
const delayMs = Number(process.env.DELAY_MS ?? 50);
if (!apiKey) throw new Error('OPENAI_API_KEY is required');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function lastUserText(messages) {
  const content = messages.findLast((m) => m.role === 'user')?.content ?? '';
  if (typeof content === 'string') return content;
  return content
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('');
}

function pieces(text, parts) {
  const chars = Array.from(text);
  const size = Math.max(1, Math.ceil(chars.length / parts));
  const out = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

async function completions(request, response, body) {
  const question = lastUserText(body.messages ?? []);
  // Asked to rephrase a question for a knowledge-base search: the question, at once.
  const rewrite = /(?:当前问题：|Current question: )(.*)/.exec(question);
  const text = rewrite
    ? rewrite[1]
    : `模型收到：${question.slice(0, 100)}。这是容器里的测试模型的回答。`;
  const id = `chatcmpl-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const usage = { prompt_tokens: 12, completion_tokens: chunks, total_tokens: 12 + chunks };
  if (!body.stream) {
    const message = { role: 'assistant', content: text };
    const choices = [{ index: 0, message, finish_reason: 'stop' }];
    return send(response, 200, {
      id,
      object: 'chat.completion',
      created,
      model: body.model,
      choices,
      usage,
    });
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta, finish = null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  let first = true;
  for (const piece of pieces(text, rewrite ? 1 : chunks)) {
    // `*-slow`: a five-second answer, long enough to be streaming while an instance restarts.
    if (!first) await sleep(body.model?.endsWith('-slow') ? 250 : delayMs);
    if (response.destroyed) return;
    response.write(chunk(first ? { role: 'assistant', content: piece } : { content: piece }));
    first = false;
  }
  response.write(chunk({}, 'stop'));
  response.write(
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [], usage })}\n\n`,
  );
  response.end('data: [DONE]\n\n');
}

const server = createServer((request, response) => {
  let raw = '';
  request.on('data', (part) => (raw += part));
  request.on('end', () => {
    const url = request.url ?? '/';
    if (url === '/health') return response.writeHead(200).end('ok');
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return send(response, 401, {
        error: { message: 'Incorrect API key provided', type: 'invalid_request_error' },
      });
    if (request.method === 'GET' && url.endsWith('/models'))
      return send(response, 200, {
        object: 'list',
        data: ['stub-model', 'stub-model-slow'].map((id) => ({
          id,
          object: 'model',
          owned_by: 'stub',
        })),
      });
    if (request.method === 'POST' && url.endsWith('/chat/completions'))
      return completions(request, response, JSON.parse(raw)).catch(() => response.destroy());
    send(response, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
  });
});
server.listen(port, '0.0.0.0', () => console.error(`model server on :${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
