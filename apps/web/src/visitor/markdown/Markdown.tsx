/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { splitBlocks } from '@/components/markdown/blocks';
import { memo } from '../lib/memo';

type Render = (source: string) => ComponentChildren;

let loaded: Render | null = null;
let loading: Promise<Render> | null = null;

/** The parser is its own chunk: a visitor whose answers are plain text never downloads it. */
function loadRenderer(): Promise<Render> {
  if (!loading) {
    loading = import('./render').then(
      (module) => (loaded = module.renderMarkdown),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}

/** Emphasis, code, headings, quotes, lists, tables, links: text that reads differently as Markdown. */
const MARKDOWN_HINT = /[*_`#>|~[\]]|^ {0,3}(?:\d{1,9}[.)]|[-+])\s|^ {0,3}(?:={3,}|-{3,})\s*$/m;

export const looksLikeMarkdown = (text: string) => MARKDOWN_HINT.test(text);

const Block = memo(function Block({ source, render }: { source: string; render: Render }) {
  return <>{render(source)}</>;
});

/**
 * An answer as Markdown. Plain text is shown as typed; Markdown waits for the parser as plain
 * text too. While it streams, only the last block changes and is parsed again.
 */
export function Markdown({ content }: { content: string }) {
  const wanted = looksLikeMarkdown(content);
  const [render, setRender] = useState<Render | null>(() => loaded);
  useEffect(() => {
    if (!wanted || render) return;
    let current = true;
    loadRenderer().then(
      (ready) => current && setRender(() => ready),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, render]);
  const blocks = useMemo(
    () => (render && wanted ? splitBlocks(content) : []),
    [render, wanted, content],
  );
  if (!render || !wanted) return <div class="md md-plain">{content}</div>;
  return (
    <div class="md">
      {blocks.map((block, index) => (
        // Blocks only grow at the end while an answer streams: the index is a stable identity.
        <Block key={index} source={block} render={render} />
      ))}
    </div>
  );
}
