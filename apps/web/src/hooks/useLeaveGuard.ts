import { useEffect } from 'react';

/**
 * Asks the browser to confirm before the page goes (reload, close, another address) while
 * there are unsaved changes. Moves inside the studio keep the page alive in its tab.
 */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
