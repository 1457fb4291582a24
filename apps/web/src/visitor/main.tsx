/** @jsxImportSource preact */
import { render } from 'preact';
import { createClient } from './api/client';
import { keptValues } from './api/identity';
import { App } from './components/App';
import { Problem } from './components/Problem';
import { readPageConfig } from './config';
import { setLang, t } from './i18n';
import { parentBridge } from './lib/parentBridge';
import { followVisualViewport } from './lib/viewport';
import { boot } from './state/conversation';
import { createContext } from './state/model';

/** The visitor chat's entry (visitor.html): no studio code, no React, no zod. */
function start() {
  const config = readPageConfig({
    pathname: location.pathname,
    search: location.search,
    referrer: document.referrer,
    inFrame: window.parent !== window,
    languages:
      navigator.languages && navigator.languages.length > 0
        ? navigator.languages
        : [navigator.language],
  });
  setLang(config.lang);
  const html = document.documentElement;
  html.lang = config.lang;
  html.classList.add(`mode-${config.mode}`);
  if (config.theme) html.setAttribute('data-theme', config.theme);

  const mount = document.getElementById('app');
  if (!mount) return;
  followVisualViewport(mount);
  if (!config.key) {
    document.getElementById('shell')?.remove();
    render(<Problem title={t('linkInvalid')} hint={t('linkInvalidHint')} />, mount);
    return;
  }
  const bridge = parentBridge(window, config.parentOrigin);
  const client = createClient({
    key: config.key,
    lang: config.lang,
    values: keptValues(() => window.localStorage),
  });
  const ctx = createContext(client, bridge.tell);
  void boot(ctx);
  render(<App ctx={ctx} config={config} bridge={bridge} />, mount);

  // Back online or back to the tab: reconnect the live stream now rather than after its wait.
  const reconnect = () => ctx.running.live?.retryNow();
  window.addEventListener('online', reconnect);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') reconnect();
  });
}

start();
