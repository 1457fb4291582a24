import { readFileSync } from 'node:fs';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8787);
/** The local OpenAI-compatible stub the server uses as its model provider. */
export const E2E_LLM_STUB_PORT = E2E_PORT + 1000;
/**
 * Local DingTalk, WeChat and identity-provider servers the sign-in spec starts on these ports; the
 * studio is pointed at them when it starts.
 */
export const E2E_DINGTALK_PORT = E2E_PORT + 1001;
export const E2E_WECHAT_PORT = E2E_PORT + 1002;
export const E2E_IDP_PORT = E2E_PORT + 1003;
/** A local server the AI pages spec listens on for anything a shared page manages to send. */
export const E2E_DETECTOR_PORT = E2E_PORT + 1004;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Per-port scratch space, so several runs (on different E2E_PORTs) never share files. */
export const E2E_TMP = path.resolve(import.meta.dirname, '..', '.tmp', String(E2E_PORT));
/** The web build the server serves, made by run.sh for this run alone. */
export const E2E_WEB_DIST = path.join(E2E_TMP, 'web');
/** The server's log: the console SMS provider writes sign-in codes here. */
export const SERVER_LOG = path.join(E2E_TMP, 'server.log');

/** The newest sign-in code the server logged for this phone, waiting for it to appear. */
export async function readSmsCode(
  phone: string,
  after = 0,
  timeoutMs = 10_000,
  logFile = SERVER_LOG,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
    const codes = lines
      .map(
        (line) => JSON.parse(line) as { msg?: string; phone?: string; code?: string; time: number },
      )
      .filter((line) => line.msg === 'sms code' && line.phone === phone && line.time >= after);
    const last = codes.at(-1);
    if (last?.code) return last.code;
    if (Date.now() > deadline) throw new Error(`no sms code logged for ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
