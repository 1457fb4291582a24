import { memo, useMemo, useState } from 'react';
import { detectNeeds, normaliseMath, parseFence, splitBlocks } from './blocks';
import { MermaidDiagram } from './components/MermaidDiagram';
import { useMarkdownKit, type MarkdownKit } from './loaders';
import styles from './markdown.module.css';

interface BlockProps {
  source: string;
  RichBlock: NonNullable<MarkdownKit['RichBlock']>;
  remarkPlugins: MarkdownKit['remarkPlugins'];
  rehypePlugins: MarkdownKit['rehypePlugins'];
}

/** Memoised on its own text: a streaming delta re-renders only the block it lands in. */
const Block = memo(function Block({ source, RichBlock, remarkPlugins, rehypePlugins }: BlockProps) {
  const fence = parseFence(source);
  if (fence?.lang === 'mermaid' && fence.closed) {
    return (
      <MermaidDiagram
        source={fence.body}
        fallback={
          <RichBlock source={source} remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} />
        }
      />
    );
  }
  return (
    <RichBlock
      source={fence ? source : normaliseMath(source)}
      remarkPlugins={remarkPlugins}
      rehypePlugins={rehypePlugins}
    />
  );
});

/**
 * A model's answer as Markdown (GFM tables, highlighted code with copy buttons, KaTeX math,
 * mermaid diagrams). Raw HTML is never rendered and links are limited to http(s) and mail.
 * The renderer and each of its parts load on first need; until the parts an answer needs are
 * there, it is shown as plain text.
 */
export function Markdown({ content, streaming = false }: { content: string; streaming?: boolean }) {
  const blocks = useMemo(() => splitBlocks(content), [content]);
  const needs = useMemo(() => detectNeeds(content), [content]);
  const kit = useMarkdownKit(needs);
  const ready = kit.RichBlock !== null && (!needs.math || kit.math) && (!needs.code || kit.code);
  // Once rich, stay rich: a part first needed mid-stream must not flash the answer back to text.
  const [wasReady, setWasReady] = useState(false);
  if (ready && !wasReady) setWasReady(true);

  const { RichBlock } = kit;
  if (!RichBlock || !(ready || wasReady)) {
    return (
      <div className={styles.plain} aria-busy={streaming}>
        {content}
      </div>
    );
  }
  return (
    <div className={styles.markdown} aria-busy={streaming}>
      {blocks.map((block, index) => (
        <Block
          // Blocks only ever grow at the end, so an index is a stable identity here.
          key={index}
          source={block}
          RichBlock={RichBlock}
          remarkPlugins={kit.remarkPlugins}
          rehypePlugins={kit.rehypePlugins}
        />
      ))}
    </div>
  );
}
