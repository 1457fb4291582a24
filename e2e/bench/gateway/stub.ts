// The model stub in its own process, so the benchmark's CPU figures are the gateway's alone.
import { startLlmStub } from '../../../apps/server/test/llm-stub';

const stub = await startLlmStub({
  chunks: Number(process.env.STUB_CHUNKS ?? 50),
  delayMs: Number(process.env.STUB_DELAY_MS ?? 20),
});
process.stdout.write(`${stub.url}\n`);
// The recorded requests would grow without end over a long run.
setInterval(() => stub.requests.splice(0), 1000).unref();
process.on('SIGTERM', () => void stub.close().then(() => process.exit(0)));
