import { EMBED_MESSAGE_SOURCE, type EmbedMessage } from '@miaoyu/contracts/bot-constants';
import { CLOSE_ICON, LAUNCHER_ICONS, svg } from './icons';
import { chatUrl, type WidgetOptions } from './options';
import { isEmbedMessage, textColorOn } from './protocol';
import { WIDGET_CSS } from './styles';

export interface Widget {
  open(): void;
  close(): void;
  destroy(): void;
  /** The shadow root (for tests; `window.MiaoyuBot` offers only open and close). */
  root: ShadowRoot | HTMLElement;
}

const DEFAULT_TITLE = { 'en-US': 'Chat with us', 'zh-CN': '在线客服' };
const CLOSE_LABEL = { 'en-US': 'Close', 'zh-CN': '关闭' };

/**
 * The launcher button and, once opened, the chat in an iframe panel beside it. Talks to the
 * chat only through postMessage with the studio's origin, and listens to nothing else.
 */
export function mountWidget(win: Window, options: WidgetOptions): Widget {
  const doc = win.document;
  const host = doc.createElement('div');
  host.setAttribute('data-miaoyu-bot', '');
  // Open, so browser tests can reach it; the chat itself is a cross-origin iframe either way.
  const root: ShadowRoot | HTMLElement = host.attachShadow
    ? host.attachShadow({ mode: 'open' })
    : host;
  // Constants only: the title and colour go in through attributes and style properties below.
  root.innerHTML = `<style>${WIDGET_CSS}</style><div class="wrap"><div class="panel" role="dialog"><button type="button" class="close">${svg(CLOSE_ICON, 'x')}</button></div><button type="button" class="launcher" aria-expanded="false">${svg(LAUNCHER_ICONS[options.icon], 'i')}${svg(CLOSE_ICON, 'x')}<span class="badge" hidden></span></button></div>`;
  const wrap = root.querySelector('.wrap') as HTMLElement;
  const panel = root.querySelector('.panel') as HTMLElement;
  const launcher = root.querySelector('.launcher') as HTMLButtonElement;
  const badge = root.querySelector('.badge') as HTMLElement;
  // The panel's own close: where it covers the launcher (a phone), whatever the frame shows, a
  // chat that never loaded included, it is the way out.
  const closer = root.querySelector('.close') as HTMLButtonElement;
  const lang = options.lang === 'en-US' ? 'en-US' : 'zh-CN';
  const title = options.title || DEFAULT_TITLE[lang];
  closer.setAttribute('aria-label', CLOSE_LABEL[lang]);
  wrap.classList.add(options.position);
  wrap.style.setProperty('--c', options.color);
  wrap.style.setProperty('--fg', textColorOn(options.color));
  launcher.setAttribute('aria-label', title);
  panel.setAttribute('aria-label', title);

  let frame: HTMLIFrameElement | null = null;
  let isOpen = false;

  const tell = (type: 'open' | 'close') => {
    const message: EmbedMessage = { source: EMBED_MESSAGE_SOURCE, type };
    frame?.contentWindow?.postMessage(message, options.studioOrigin);
  };
  const setUnread = (count: number) => {
    badge.hidden = count <= 0;
    badge.textContent = count > 9 ? '9+' : String(count);
  };

  function open() {
    // A chat loading for the first time starts open: only a chat that was shut is told.
    if (frame) tell('open');
    else {
      frame = doc.createElement('iframe');
      frame.src = chatUrl(options, win.location.origin);
      frame.title = title;
      panel.appendChild(frame);
    }
    isOpen = true;
    wrap.classList.add('open');
    launcher.setAttribute('aria-expanded', 'true');
    setUnread(0);
  }

  function close() {
    if (!isOpen) return;
    isOpen = false;
    wrap.classList.remove('open');
    launcher.setAttribute('aria-expanded', 'false');
    tell('close');
    launcher.focus();
  }

  const onMessage = (event: MessageEvent) => {
    const chat = frame?.contentWindow;
    if (event.origin !== options.studioOrigin || !chat || event.source !== chat) return;
    if (!isEmbedMessage(event.data)) return;
    if (event.data.type === 'close') close();
    else if (event.data.type === 'unread' && !isOpen) setUnread(event.data.count);
  };

  launcher.addEventListener('click', () => (isOpen ? close() : open()));
  closer.addEventListener('click', close);
  win.addEventListener('message', onMessage);
  doc.body.appendChild(host);

  return {
    open,
    close,
    destroy() {
      win.removeEventListener('message', onMessage);
      host.remove();
    },
    root,
  };
}
