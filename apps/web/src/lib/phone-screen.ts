import { useLayoutEffect } from 'react';
import { create } from 'zustand';

/** How many shown pages asked for the whole phone screen (a count: Strict Mode mounts twice). */
const usePhoneScreenStore = create<{ pages: number }>(() => ({ pages: 0 }));

/**
 * A page that is a screen of its own on a phone (the chat, the sales workspace): while it shows,
 * the studio frame (navbar, tab bar, breadcrumb, footer) gives way to a compact header. A layout
 * effect, so the frame changes before the first paint; a page kept hidden by the tab bar lets go.
 */
export function usePhoneScreen(on = true): void {
  useLayoutEffect(() => {
    if (!on) return;
    usePhoneScreenStore.setState((state) => ({ pages: state.pages + 1 }));
    return () => usePhoneScreenStore.setState((state) => ({ pages: state.pages - 1 }));
  }, [on]);
}

/** Whether the page shown asked for the whole phone screen (the frame decides by the width). */
export function usePhoneScreenWanted(): boolean {
  return usePhoneScreenStore((state) => state.pages > 0);
}
