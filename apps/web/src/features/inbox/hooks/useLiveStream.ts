import { useEffect, useEffectEvent } from 'react';
import { followLiveStream, type LiveEvent, type LiveSchemas } from '../api/liveStream';

interface Options<S extends LiveSchemas> {
  /** Which stream; null keeps none open. A new id closes the old stream and opens the new one. */
  id: string | null;
  /** The path of each attempt (read when it starts, so it can carry the last id seen). */
  path: () => string;
  schemas: S;
  onEvent: (event: LiveEvent<S>) => void;
  onOpen?: (reconnected: boolean) => void;
}

/**
 * A live stream kept open while the component is shown (a page hidden in the tab bar closes it),
 * reconnecting by itself; the handlers are always the latest render's.
 */
export function useLiveStream<S extends LiveSchemas>({
  id,
  path,
  schemas,
  onEvent,
  onOpen,
}: Options<S>) {
  const currentPath = useEffectEvent(path);
  const handleEvent = useEffectEvent(onEvent);
  const handleOpen = useEffectEvent((reconnected: boolean) => onOpen?.(reconnected));
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    void followLiveStream({
      path: () => currentPath(),
      schemas,
      onEvent: (event) => handleEvent(event),
      onOpen: (reconnected) => handleOpen(reconnected),
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [id, schemas]);
}
