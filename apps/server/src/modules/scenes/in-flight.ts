/**
 * The scene runs going on in this process. An answer handed off at shutdown goes on being
 * written, and its code nodes still need the sandbox: the module closes it only once they end.
 */
const running = new Set<Promise<unknown>>();

/** Counts a run until it settles. */
export function trackSceneRun(run: Promise<unknown>): void {
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  running.add(settled);
  void settled.then(() => running.delete(settled));
}

/** Waits for the runs going on now to end, for `graceMs` at most; true when they all did. */
export async function sceneRunsSettled(graceMs: number): Promise<boolean> {
  if (running.size === 0) return true;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
  try {
    return await Promise.race([Promise.all([...running]).then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How many runs are going on: for tests. */
export const sceneRunsInFlight = () => running.size;
