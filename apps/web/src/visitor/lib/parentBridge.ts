import type { EmbedMessage } from '@miaoyu/contracts/bot-constants';
import { isEmbedMessage } from '@/embed/protocol';

export interface ParentBridge {
  /** Tells the embedding page; nothing when the page is not embedded by a known origin. */
  tell(message: EmbedMessage): void;
  /** Hears the embedding page, and no other window or origin. */
  listen(onMessage: (message: EmbedMessage) => void): () => void;
}

/**
 * postMessage with the loader on the embedding page. Messages go to `parentOrigin` only (never
 * '*'), and only messages from the parent window at that origin, of the loader's shape, count.
 */
export function parentBridge(win: Window, parentOrigin: string | null): ParentBridge {
  const parent = win.parent;
  const embedded = parentOrigin !== null && parent !== win;
  return {
    tell(message) {
      if (embedded) parent.postMessage(message, parentOrigin);
    },
    listen(onMessage) {
      if (!embedded) return () => undefined;
      const receive = (event: MessageEvent) => {
        if (event.origin !== parentOrigin || event.source !== parent) return;
        if (isEmbedMessage(event.data)) onMessage(event.data);
      };
      win.addEventListener('message', receive);
      return () => win.removeEventListener('message', receive);
    },
  };
}
