import { useCallback, useEffect, useState } from 'react';
import { getInvitePreview } from './publicInvite';

type Preview = Awaited<ReturnType<typeof getInvitePreview>>;

interface PreviewState {
  data?: Preview;
  error?: unknown;
  loading: boolean;
}

/** Loads the public preview of an invite; `reload` asks again. No react-query outside the studio. */
export function useInvitePreview(code: string) {
  const [state, setState] = useState<PreviewState>({ loading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getInvitePreview(code).then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => live && setState({ error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [code, attempt]);

  const reload = useCallback(() => {
    setState({ loading: true });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, reload };
}
