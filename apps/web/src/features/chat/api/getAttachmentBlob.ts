import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** An attachment's stored file needs the auth header: fetched as a Blob and shown by object URL. */
export function useAttachmentBlob(url: string, enabled: boolean) {
  return useQuery({
    queryKey: ['chat', 'file', url],
    queryFn: () => api.get<Blob>(url, { responseType: 'blob', silent: true }),
    staleTime: Infinity,
    enabled,
  });
}
