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

/** The bot's look; null when unreachable (defaults then), false when the key is refused here. */
async function fetchLook(script: ScriptOptions): Promise<Partial<WebPreviewUi> | null | false> {
  try {
    const response = await fetch(
      `${script.studioOrigin}/v1/webPreviewUi?key=${encodeURIComponent(script.key)}`,
      { credentials: 'omit' },
    );
    if (response.status >= 400 && response.status < 500) return false;
    return response.ok ? ((await response.json()) as Partial<WebPreviewUi>) : null;
  } catch {
    return null;
  }
}

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
  const look = await fetchLook(script);
  if (look === false) {
    console.warn('[miaoyu-bot] this key does not open a bot on this site');
    return;
  }
  const mount = () => {
    widget = mountWidget(window, widgetOptions(script, look));
    if (wantsOpen) widget.open();
  };
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);
}

if (!window.MiaoyuBot) {
  const tag = ownScript();
  if (tag) void start(tag);
}
