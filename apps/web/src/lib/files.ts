import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from './http';

/** A stored file's bytes. File URLs are not public: the request carries the auth header. */
export function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  return api.get<Blob>(url, { responseType: 'blob', silent: true, signal });
}

/** A stored file as a Blob, fetched once per URL and kept (a file's bytes never change). */
export function useFileBlob(url: string, enabled = true) {
  return useQuery({
    queryKey: ['file', url],
    queryFn: ({ signal }) => fetchFileBlob(url, signal),
    staleTime: Infinity,
    enabled,
  });
}

/**
 * An object URL for the Blob, revoked when the Blob changes or the component goes. Made in an
 * effect, not during render: StrictMode's second mount then makes a new one instead of showing a
 * revoked one.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    // The URL is an outside resource whose life is this effect's: state follows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}
