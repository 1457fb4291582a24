import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { extractPageHtml, type AiPageGenerateRequest } from '@miaoyu/contracts/ai-pages';
import { errorMessage } from '@/lib/api-error';
import { writePage } from '../api/writePage';
import { pageKeys } from '../api/keys';

/** The live preview is redrawn at most this often while a page is written. */
const DRAW_EVERY_MS = 400;

export interface WrittenPage {
  pageId: string;
  version: number;
  title: string;
}

export interface PageWriter {
  /** Writing now. */
  busy: boolean;
  /** The page so far, as the preview shows it ('' before its markup starts). */
  draft: string;
  /** What the model wrote, markup and words, for "what it said" when no page came of it. */
  text: string;
  error: string | null;
  write: (body: AiPageGenerateRequest) => Promise<WrittenPage | null>;
  stop: () => void;
}

/** Writes a page with a model and follows it as it streams. */
export function usePageWriter(): PageWriter {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const write = useCallback(
    async (body: AiPageGenerateRequest): Promise<WrittenPage | null> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setBusy(true);
      setError(null);
      setDraft('');
      setText('');
      let written = '';
      let drawnAt = 0;
      let saved: WrittenPage | null = null;
      const draw = () => {
        drawnAt = Date.now();
        setText(written);
        setDraft(extractPageHtml(written) ?? '');
      };
      try {
        const finished = await writePage(body, abort.signal, (event) => {
          if (event.event === 'delta') {
            written += event.data.content;
            if (Date.now() - drawnAt >= DRAW_EVERY_MS) draw();
          } else if (event.event === 'page') saved = event.data;
          else if (event.event === 'error') setError(event.data.message);
        });
        draw();
        if (!finished && !abort.signal.aborted) setError(errorMessage(null));
      } catch (caught) {
        if (!abort.signal.aborted) setError(errorMessage(caught));
      } finally {
        if (controller.current === abort) setBusy(false);
      }
      if (saved) {
        const { pageId } = saved as WrittenPage;
        await client.invalidateQueries({
          queryKey: pageKeys.detail({ orgId: body.orgId, pageId }),
        });
        void client.invalidateQueries({ queryKey: [...pageKeys.all, body.orgId, 'list'] });
      }
      return saved;
    },
    [client],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  return { busy, draft, text, error, write, stop };
}
