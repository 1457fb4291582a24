import { useEffect, useState } from 'react';
import { api } from '@/lib/http';

/** A stored file's bytes, fetched with the auth header (file URLs are not public). */
export async function getFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  return api.get<Blob>(url, { responseType: 'blob', silent: true, signal });
}

/** For each URL: an object URL once loaded, 'failed', or undefined while loading. Revoked on unmount. */
export function useObjectUrls(urls: string[]): (string | 'failed' | undefined)[] {
  const [loaded, setLoaded] = useState<Record<string, string | 'failed'>>({});
  const joined = urls.join('\n');
  useEffect(() => {
    const controller = new AbortController();
    const made: string[] = [];
    const wanted = joined ? joined.split('\n') : [];
    for (const url of wanted) {
      getFileBlob(url, controller.signal).then(
        (blob) => {
          const objectUrl = URL.createObjectURL(blob);
          made.push(objectUrl);
          if (controller.signal.aborted) URL.revokeObjectURL(objectUrl);
          else setLoaded((current) => ({ ...current, [url]: objectUrl }));
        },
        () => {
          if (!controller.signal.aborted) setLoaded((current) => ({ ...current, [url]: 'failed' }));
        },
      );
    }
    return () => {
      controller.abort();
      made.forEach((objectUrl) => URL.revokeObjectURL(objectUrl));
      setLoaded({});
    };
  }, [joined]);
  return urls.map((url) => loaded[url]);
}
