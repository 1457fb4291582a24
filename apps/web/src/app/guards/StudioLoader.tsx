import { useEffect, useState, type ComponentType } from 'react';
import { useSessionStore } from '@/lib/session';
import { preloadPublicRoute, preloadRoute } from '../routes/preload';
import { FrameSkeleton } from '../shell/FrameSkeleton';

let Shell: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;

/**
 * Downloads the studio's code, the page asked for (code and first data) and, at the same time,
 * the signed-in user (StudioShell joins it).
 */
function loadShell(): Promise<ComponentType> {
  if (!loading) {
    const session = useSessionStore.getState();
    if (!session.user) session.reload().catch(() => undefined);
    // The page asked for (its code and its first data) downloads with the frame, so both show
    // together, without a second wait.
    const page = preloadRoute(window.location);
    loading = Promise.all([import('../shell/StudioShell'), page]).then(
      ([module]) => (Shell = module.StudioShell),
    );
    // A failed download may be tried again (the error page's retry remounts this).
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/**
 * A signed-in visit starts downloading the studio before React's first render; a page open
 * without signing in (an invitation) starts its own code and data.
 */
export function preloadStudio(): void {
  if (useSessionStore.getState().token) void loadShell();
  else void preloadPublicRoute(window.location);
}

/**
 * The signed-in studio, its outline showing until the frame's code is here. Not React.lazy: React
 * holds a Suspense boundary's content back for up to 300 ms after the fallback showed, which would
 * keep the skeleton up after the frame had arrived.
 */
export function StudioLoader() {
  const [state, setState] = useState<{ shell?: ComponentType; error?: unknown }>({ shell: Shell });
  useEffect(() => {
    if (state.shell) return;
    let live = true;
    loadShell().then(
      (shell) => live && setState({ shell }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [state.shell]);
  if (state.error) throw state.error;
  return state.shell ? <state.shell /> : <FrameSkeleton />;
}
