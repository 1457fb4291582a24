import type { FastifyBaseLogger } from 'fastify';

/** How long one part of shutting down may take before it is left behind. */
export const CLOSE_PART_MS = 5_000;

/**
 * Runs one part of shutting down for at most `ms`. A part that hangs (a Redis connection stuck
 * reconnecting, a worker that never answers) is logged by name and left, so the other parts still
 * close and the process can exit within its grace period; `abandon` frees what it held at once.
 */
export async function closeWithin(
  log: FastifyBaseLogger,
  part: string,
  close: () => Promise<unknown>,
  options: { ms?: number; abandon?: () => void } = {},
): Promise<void> {
  const { ms = CLOSE_PART_MS, abandon } = options;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    const outcome = await Promise.race([
      close().then(
        () => 'closed' as const,
        (err: unknown) => {
          log.warn({ err, part }, 'shutdown: part failed to close');
          return 'failed' as const;
        },
      ),
      late,
    ]);
    if (outcome === 'late') {
      log.warn({ part, ms }, 'shutdown: part did not close in time; left behind');
      abandon?.();
    }
  } finally {
    clearTimeout(timer);
  }
}
