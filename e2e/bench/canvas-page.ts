/**
 * What `bench:canvas` measures inside the editor's page: when all nodes are drawn, the frames
 * of a drag, and the time from a click on the auto-layout button to the nodes' new places. The
 * page's own clock: `performance.now()` counts from the navigation's start.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

type BenchWindow = Window & {
  benchDrawn?: [at: number, shown: number, inDom: number][];
  benchDrawnStop?: boolean;
  benchFrames?: number[];
  benchFramesStop?: boolean;
  benchClickAt?: number;
  benchMovedAt?: number;
};

/**
 * An init script: from the first frame on, notes each frame in which the canvas's nodes changed:
 * how many are in the page and how many of those are shown (the canvas hides a node until it
 * knows its size). Only style is read, so the watching does not make the page lay out. In-page
 * code is written as text: tsx wraps named functions in a helper the page does not have.
 */
export const watchNodesDrawn = `
  window.benchDrawn = [];
  const tick = () => {
    const nodes = document.querySelectorAll('.react-flow__node');
    let shown = 0;
    for (const node of nodes) if (node.style.visibility !== 'hidden') shown += 1;
    const last = window.benchDrawn.at(-1);
    if (!last || last[1] !== shown || last[2] !== nodes.length)
      window.benchDrawn.push([performance.now(), shown, nodes.length]);
    if (!window.benchDrawnStop) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

/**
 * When the canvas had drawn what it shows: waits until its nodes are all shown and stay so for
 * `settleMs`, checks that every node inside the canvas's box is among them (only those out of
 * view may be left undrawn), and answers the first frame with that many shown, and the counts.
 */
export async function nodesDrawnAt(page: Page, expected: { total: number; settleMs: number }) {
  try {
    await page.waitForFunction(
      () => {
        const last = (window as BenchWindow).benchDrawn?.at(-1);
        return last && last[1] > 0 && last[1] === last[2];
      },
      null,
      { timeout: 60_000 },
    );
  } catch (error) {
    // What the page showed instead, to tell a slow canvas from a wrong page.
    const shown = await page.evaluate(() => ({
      url: location.pathname,
      drawn: (window as BenchWindow).benchDrawn?.at(-1),
      text: document.body.innerText.slice(0, 200),
    }));
    throw new Error(`the nodes were not drawn in 60 s; the page showed ${JSON.stringify(shown)}`, {
      cause: error,
    });
  }
  await page.waitForTimeout(expected.settleMs);
  const seen = await page.evaluate(() => {
    const w = window as BenchWindow;
    w.benchDrawnStop = true;
    const pane = document.querySelector('.react-flow')!.getBoundingClientRect();
    const viewport = document.querySelector<HTMLElement>('.react-flow__viewport')!;
    // translate(x px, y px) scale(zoom): where graph point (gx, gy) lands in the pane.
    const [x, y, zoom] = (viewport.style.transform.match(/-?[\d.]+/g) ?? []).map(Number);
    const nodes = Array.from(document.querySelectorAll<HTMLElement>('.react-flow__node'));
    const inPane = nodes.filter((node) => {
      const box = node.getBoundingClientRect();
      return (
        box.right > pane.left &&
        box.left < pane.right &&
        box.bottom > pane.top &&
        box.top < pane.bottom
      );
    }).length;
    return {
      ids: nodes.map((node) => node.dataset.id!),
      log: w.benchDrawn ?? [],
      inDom: nodes.length,
      inPane,
      transform: { x, y, zoom },
      pane: { width: pane.width, height: pane.height },
    };
  });
  const final = seen.log.at(-1)!;
  const first = seen.log.find(([, shown]) => shown >= final[1])!;
  return { at: first[0], drawn: final[1], ...seen };
}

/** Starts noting the time between frames (requestAnimationFrame's timestamps). */
export async function startFrames(page: Page) {
  await page.evaluate(`
    window.benchFrames = [];
    window.benchFramesStop = false;
    let last = -1;
    const loop = (time) => {
      if (last >= 0) window.benchFrames.push(time - last);
      last = time;
      if (!window.benchFramesStop) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  `);
}

export async function stopFrames(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const w = window as BenchWindow;
    w.benchFramesStop = true;
    return w.benchFrames ?? [];
  });
}

/**
 * The display's refresh period: the median time between frames of the still page. Frame
 * timestamps jitter around it (16.6, 16.8 ms at 60 Hz), so a frame is counted in refreshes.
 */
export async function refreshPeriod(page: Page): Promise<number> {
  await startFrames(page);
  await page.waitForTimeout(600);
  const frames = (await stopFrames(page)).sort((a, b) => a - b);
  return frames[Math.floor(frames.length / 2)]!;
}

/**
 * Drags the node by its middle along a loop across the canvas for `ms`, one mouse move every
 * 8 ms (a mouse's 125 Hz), and answers the frames the page drew meanwhile and how far it moved.
 */
export async function dragNode(page: Page, nodeId: string, ms: number) {
  const node = page.locator(`.react-flow__node[data-id="${nodeId}"]`);
  const before = (await node.boundingBox())!;
  const pane = (await page.locator('.react-flow').boundingBox())!;
  const from = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await startFrames(page);
  const started = Date.now();
  const radius = { x: pane.width / 3, y: pane.height / 4 };
  for (let elapsed = 0; elapsed < ms; elapsed = Date.now() - started) {
    const angle = (elapsed / ms) * 2 * Math.PI;
    // A loop that starts where the node is: out, round and back.
    await page.mouse.move(
      from.x + radius.x * Math.sin(angle),
      from.y + radius.y * (1 - Math.cos(angle)) * 0.5,
    );
    await new Promise((resolve) => setTimeout(resolve, 8));
  }
  await page.mouse.move(from.x + 40, from.y + 40);
  const frames = await stopFrames(page);
  await page.mouse.up();
  const after = (await node.boundingBox())!;
  return { frames, movedPx: Math.round(Math.hypot(after.x - before.x, after.y - before.y)) };
}

/** Clicks the auto-layout button; answers the ms from the click to the frame the nodes moved. */
export async function clickLayout(page: Page, label: string): Promise<number> {
  await page.evaluate(`
    const places = () =>
      Array.from(document.querySelectorAll('.react-flow__node'), (n) => n.style.transform).join('|');
    const before = places();
    window.benchClickAt = undefined;
    window.benchMovedAt = undefined;
    document.addEventListener('click', (event) => (window.benchClickAt ??= event.timeStamp), {
      capture: true,
      once: true,
    });
    const tick = () => {
      if (window.benchClickAt !== undefined && places() !== before)
        window.benchMovedAt = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  `);
  await page.getByRole('button', { name: label }).click();
  const moved = await page.waitForFunction(
    () => {
      const w = window as BenchWindow;
      return w.benchMovedAt !== undefined && w.benchMovedAt - w.benchClickAt!;
    },
    null,
    { timeout: 30_000 },
  );
  return (await moved.jsonValue()) as number;
}

/**
 * The page's CPU profile, phase by phase: each `save` writes what ran since the last one to
 * `prefix-<phase>.cpuprofile` (Chrome's DevTools opens it). Nothing without a prefix.
 */
export async function startProfile(page: Page, prefix: string | undefined) {
  if (!prefix) return null;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    async save(phase: string) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(`${prefix}-${phase}.cpuprofile`, JSON.stringify(profile));
      await cdp.send('Profiler.start');
    },
  };
}

/** The page's main-thread task time so far, in ms (DevTools' `TaskDuration`). */
export async function mainThreadClock(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
}
