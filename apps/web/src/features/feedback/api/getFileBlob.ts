import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** A stored file that needs the auth header (screenshots): fetched as a Blob. */
export async function getFileBlob(url: string): Promise<Blob> {
  return api.get<Blob>(url, { responseType: 'blob', silent: true });
}

export function useFileBlob(url: string) {
  return useQuery({
    queryKey: ['file', url],
    queryFn: () => getFileBlob(url),
    staleTime: Infinity,
  });
}
