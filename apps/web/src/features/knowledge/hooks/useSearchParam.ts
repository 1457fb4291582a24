import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One search parameter as page state, so a reload (or a shared link) keeps it. The fallback is
 * left out of the URL; values outside `allowed` (when given) read as the fallback.
 */
export function useSearchParam<T extends string>(
  name: string,
  fallback: T,
  allowed?: readonly T[],
): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = raw !== null && (!allowed || allowed.includes(raw as T)) ? (raw as T) : fallback;
  const setValue = useCallback(
    (next: T) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams, name, fallback],
  );
  return [value, setValue];
}
