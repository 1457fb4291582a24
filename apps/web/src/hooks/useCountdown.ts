import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a deadline; counts from the clock, so throttled background timers stay right. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + seconds * 1000);
  }, []);

  const seconds = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { seconds, start };
}
