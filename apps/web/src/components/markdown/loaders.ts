import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import type { Options } from 'react-markdown';
import type { Needs } from './blocks';
import type { RichBlockProps } from './kit/core';

type RemarkPlugins = NonNullable<Options['remarkPlugins']>;
type RehypePlugins = NonNullable<Options['rehypePlugins']>;

export interface MarkdownKit {
  RichBlock: ComponentType<RichBlockProps> | null;
  /** Loaded, or failed to load: either way nothing more to wait for. */
  math: boolean;
  code: boolean;
  remarkPlugins: RemarkPlugins;
  rehypePlugins: RehypePlugins;
}

interface Loaded {
  core?: ComponentType<RichBlockProps>;
  math?: { remarkPlugins: RemarkPlugins; rehypePlugins: RehypePlugins };
  code?: { rehypePlugins: RehypePlugins };
}

type Part = keyof Loaded;

let loaded: Loaded = {};
const failed = new Set<Part>();
let snapshot = build(loaded);
const listeners = new Set<() => void>();
const pending = new Map<Part, Promise<void>>();

/** One immutable snapshot per change, so memoised blocks see new plugins only when they change. */
function build(parts: Loaded): MarkdownKit {
  return {
    RichBlock: parts.core ?? null,
    math: Boolean(parts.math) || failed.has('math'),
    code: Boolean(parts.code) || failed.has('code'),
    remarkPlugins: parts.math?.remarkPlugins ?? [],
    rehypePlugins: [...(parts.math?.rehypePlugins ?? []), ...(parts.code?.rehypePlugins ?? [])],
  };
}

function update(parts: Partial<Loaded>) {
  loaded = { ...loaded, ...parts };
  snapshot = build(loaded);
  listeners.forEach((listener) => listener());
}

/**
 * Each part is its own chunk, downloaded the first time an answer needs it: the Markdown
 * parser for any answer, KaTeX only for math, highlight.js only for code.
 */
const importers: Record<Part, () => Promise<void>> = {
  core: async () => update({ core: (await import('./kit/core')).RichBlock }),
  math: async () => update({ math: await import('./kit/math') }),
  code: async () => update({ code: await import('./kit/highlight') }),
};

/**
 * Starts loading a part once. A failed download (say, after a deploy) stops the wait, so the
 * answer shows without that part, and is tried again by the next answer that needs it.
 */
export function ensure(part: Part): Promise<void> {
  if (loaded[part]) return Promise.resolve();
  let promise = pending.get(part);
  if (!promise) {
    promise = importers[part]().then(
      () => {
        failed.delete(part);
      },
      () => {
        pending.delete(part);
        failed.add(part);
        update({});
      },
    );
    pending.set(part, promise);
  }
  return promise;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The renderer with every part loaded so far; asks for the parts `needs` calls for. */
export function useMarkdownKit(needs: Needs): MarkdownKit {
  const { math, code } = needs;
  useEffect(() => {
    void ensure('core');
    if (math) void ensure('math');
    if (code) void ensure('code');
  }, [math, code]);
  return useSyncExternalStore(subscribe, () => snapshot);
}
