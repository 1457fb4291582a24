/**
 * embed.js: `<script src="https://STUDIO/embed.js" data-key="cs…" defer></script>` on any site
 * adds the bot's launcher (optional `data-position`, `data-color`, `data-lang`). A classic
 * script without exports; the only global is `window.MiaoyuBot = { open, close }`.
 */
import type { WebPreviewUi } from '@miaoyu/contracts/bot';
import { readScriptOptions, widgetOptions, type ScriptOptions } from './options';
import { mountWidget, type Widget } from './widget';

declare global {
  interface Window {
    MiaoyuBot?: { open(): void; close(): void };
  }
}

/** This script's own tag: `currentScript` while it runs, else the last tag that loads embed.js. */
function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  const tags = document.querySelectorAll<HTMLScriptElement>('script[data-key][src*="embed.js"]');
  return tags.length > 0 ? tags[tags.length - 1]! : null;
}

/** Answers that mean the key opens no bot on this site: the loader then shows nothing. */
const REFUSED = new Set([400, 401, 403, 404, 410]);
/** After a studio that could not be reached, the look is asked for again this much later. */
const RETRY_MS = [5_000, 30_000, 120_000];

type Look =
  | { kind: 'look'; look: Partial<WebPreviewUi> }
  | { kind: 'refused'; code: string }
  /** No answer, or a busy studio (429, 5xx): the launcher shows with the defaults. */
  | { kind: 'unreachable' };

/** The bot's look, or why there is none. Refusals carry CORS, so they can be told apart. */
async function fetchLook(script: ScriptOptions): Promise<Look> {
  try {
    const response = await fetch(
      `${script.studioOrigin}/v1/webPreviewUi?key=${encodeURIComponent(script.key)}`,
      { credentials: 'omit' },
    );
    if (REFUSED.has(response.status)) {
      const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
      return { kind: 'refused', code: typeof body?.code === 'string' ? body.code : '' };
    }
    if (!response.ok) return { kind: 'unreachable' };
    return { kind: 'look', look: (await response.json()) as Partial<WebPreviewUi> };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** One warning, for the site's developer: the visitor sees nothing at all. */
const warnRefused = (code: string) =>
  console.warn(
    `[miaoyu-bot] this key does not open a bot on this site${code ? ` (${code})` : ''}: ` +
      "check the key, its expiry and its list of sites in the studio's bot settings",
  );

async function start(tag: HTMLScriptElement) {
  const script = readScriptOptions(tag, document.documentElement.lang);
  if (!script) {
    console.warn('[miaoyu-bot] embed.js needs data-key="cs…" on its script tag');
    return;
  }
  let widget: Widget | null = null;
  let wantsOpen = false;
  // Set at once so a second copy of the script stays idle; calls before the launcher shows wait.
  window.MiaoyuBot = {
    open: () => (widget ? widget.open() : (wantsOpen = true)),
    close: () => (widget ? widget.close() : (wantsOpen = false)),
  };
  const mount = (look: Partial<WebPreviewUi> | null) => {
    widget?.destroy();
    widget = mountWidget(window, widgetOptions(script, look));
    if (wantsOpen) widget.open();
  };
  const unmount = () => {
    widget?.destroy();
    widget = null;
    wantsOpen = false;
  };
  const showsClosed = () => widget !== null && !isOpen(widget);
  const whenReady = (then: () => void) =>
    document.body ? then() : document.addEventListener('DOMContentLoaded', then);

  let answer = await fetchLook(script);
  if (answer.kind === 'refused') return warnRefused(answer.code);
  whenReady(() => mount(answer.kind === 'look' ? answer.look : null));
  // A studio that could not be reached may come back: its answer then decides, as at first.
  for (const delay of RETRY_MS) {
    if (answer.kind !== 'unreachable') return;
    await new Promise((resolve) => setTimeout(resolve, delay));
    answer = await fetchLook(script);
    if (answer.kind === 'refused') {
      unmount();
      return warnRefused(answer.code);
    }
    // The look arrived: drawn again in it, unless the visitor is in the middle of a chat.
    if (answer.kind === 'look' && showsClosed()) mount(answer.look);
  }
}

/** Whether the panel is open (the launcher says so to assistive technology too). */
const isOpen = (widget: Widget) =>
  widget.root.querySelector('.launcher')?.getAttribute('aria-expanded') === 'true';

if (!window.MiaoyuBot) {
  const tag = ownScript();
  if (tag) void start(tag);
}
