import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import type { BotLogFilterQuery } from '../logic/logFilters';
import { botLogsPath } from './keys';

/** `GET /v1/orgs/{orgId}/bot-logs/export`: the filtered conversations as CSV, with the auth header. */
export function exportBotLogs(orgId: string, query: BotLogFilterQuery): Promise<Blob> {
  return api.get<Blob>(`${botLogsPath(orgId)}/export`, { params: query, responseType: 'blob' });
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportBotLogs(orgId: string) {
  return useMutation({
    mutationFn: async ({ query, fileName }: { query: BotLogFilterQuery; fileName: string }) =>
      saveBlob(await exportBotLogs(orgId, query), fileName),
  });
}
