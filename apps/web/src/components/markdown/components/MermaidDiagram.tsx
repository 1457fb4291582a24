import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeStore, type Theme } from '@/lib/theme';
import type { Mermaid as MermaidApi } from 'mermaid';
import styles from '../markdown.module.css';

let mermaidPromise: Promise<MermaidApi> | null = null;
let initialisedTheme: Theme | null = null;
let sequence = 0;

/** Mermaid is large: downloaded the first time an answer holds a complete diagram. */
async function loadMermaid(theme: Theme): Promise<MermaidApi> {
  mermaidPromise ??= import('mermaid').then((module) => module.default);
  const mermaid = await mermaidPromise.catch((error: unknown) => {
    mermaidPromise = null;
    throw error;
  });
  if (initialisedTheme !== theme) {
    // 'strict' makes mermaid sanitise labels and drop click handlers: the source is untrusted.
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: theme === 'dark' ? 'dark' : 'default',
    });
    initialisedTheme = theme;
  }
  return mermaid;
}

type Status = 'pending' | 'done' | 'failed';

/**
 * Draws a finished ```mermaid block. Until mermaid has drawn it, and for a diagram that does
 * not parse, the source is shown as code (`fallback`).
 */
export function MermaidDiagram({ source, fallback }: { source: string; fallback: ReactNode }) {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('pending');

  useEffect(() => {
    let cancelled = false;
    sequence += 1;
    const id = `miaoyu-mermaid-${sequence}`;
    (async () => {
      const mermaid = await loadMermaid(theme);
      if (!(await mermaid.parse(source, { suppressErrors: true }))) throw new Error('parse');
      const { svg } = await mermaid.render(id, source);
      if (cancelled || !container.current) return;
      container.current.innerHTML = svg;
      setStatus('done');
    })().catch(() => {
      // A failed render can leave mermaid's scratch element behind in <body>.
      document.getElementById(`d${id}`)?.remove();
      if (!cancelled) setStatus('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [source, theme]);

  return (
    <>
      <div
        ref={container}
        className={styles.mermaid}
        hidden={status !== 'done'}
        // Lets a picture export wait for the diagram instead of capturing its source.
        data-rendering={status === 'pending' ? '' : undefined}
        role="img"
        aria-label="mermaid"
      />
      {status === 'failed' && <div className={styles.note}>{t('markdown.diagramError')}</div>}
      {status !== 'done' && fallback}
    </>
  );
}
