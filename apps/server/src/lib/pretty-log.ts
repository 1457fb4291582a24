/** Where pretty lines go: stdout, or a test's capture. */
export interface LogSink {
  write(text: string): unknown;
  isTTY?: boolean;
}

type Entry = Record<string, unknown>;

/**
 * The few lines a person at the terminal looks for, said in words: the sign-in code as a sentence
 * (not buried in fields), a request as `GET /path 404 12 ms`.
 */
export function readableEntry(entry: Entry): Entry {
  if (entry.msg === 'sms code' && entry.code !== undefined) {
    const { phone, code, ttlSeconds, ...rest } = entry;
    const minutes = Math.max(1, Math.round(Number(ttlSeconds) / 60));
    return {
      ...rest,
      msg: `sign-in code for ${String(phone)}: ${String(code)} (valid ${minutes} min)`,
    };
  }
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  if (req && res) {
    const { req: _req, res: _res, responseTime, reqId: _reqId, ...rest } = entry;
    const time = typeof responseTime === 'number' ? ` ${Math.round(responseTime)} ms` : '';
    return {
      ...rest,
      msg: `${String(entry.msg)}: ${req.method} ${req.url} ${res.statusCode}${time}`,
    };
  }
  return entry;
}

/**
 * A pino destination that writes readable lines for development. pino-pretty is loaded only
 * here, and only when LOG_FORMAT=pretty, which production refuses: it never runs there. It runs
 * in this thread (not as a worker transport), so lines and the start banner keep their order.
 */
export async function prettyLogDestination(sink: LogSink = process.stdout) {
  const { prettyFactory } = (await import('pino-pretty')).default;
  const prettify = prettyFactory({
    colorize: Boolean(sink.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    // Extra fields follow the message on its line; errors still print their stack below it.
    singleLine: true,
  });
  return {
    write(line: string) {
      let entry: Entry;
      try {
        entry = JSON.parse(line) as Entry;
      } catch {
        sink.write(line);
        return;
      }
      sink.write(prettify(readableEntry(entry)));
    },
  };
}
